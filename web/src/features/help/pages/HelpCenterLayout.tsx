import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Layout, Menu, Skeleton } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { HELP_PAGES_URL, helpApi } from '../api.ts';
import { useHelpSlug } from '../slug.ts';

/** /helpcenter: the side menu of the pages that have content (GET /help/pages) and the page. */
export default function HelpCenterLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slug = useHelpSlug();
  const menu = useQuery({ queryKey: [HELP_PAGES_URL], queryFn: () => helpApi.pages() });
  return (
    <Layout className="manage-layout">
      <Layout.Sider width={208} theme="light" breakpoint="md" collapsedWidth={0} className="manage-sider">
        <div className="manage-sider-title">
          <QuestionCircleOutlined /> {t('route.helpcenter')}
        </div>
        {menu.isPending ? (
          <Skeleton active style={{ padding: 16 }} />
        ) : (
          <Menu
            mode="inline"
            selectedKeys={slug ? [slug] : []}
            items={(menu.data ?? []).map((item) => ({ key: item.slug, label: item.title }))}
            onClick={({ key }) => navigate(`/helpcenter/${key}`)}
            aria-label={t('route.helpcenter')}
            data-testid="help-menu"
          />
        )}
      </Layout.Sider>
      <Layout.Content className="manage-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
