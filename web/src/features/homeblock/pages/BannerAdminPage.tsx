import { PlusOutlined } from '@ant-design/icons';
import { type AdminHomeBanner, MAX_ENABLED_BANNERS } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Image, Space, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { ADMIN_BANNER_LIST_URL, homeBlockApi, refreshHomePage } from '../api.ts';
import { BannerFormModal } from '../components/BannerFormModal.tsx';

/** /admin/home/banner: the home page carousel — banners in order, each enabled or not. */
export default function BannerAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const list = useQuery({ queryKey: [ADMIN_BANNER_LIST_URL], queryFn: () => homeBlockApi.banners() });
  const [editing, setEditing] = useState<AdminHomeBanner | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const banners = list.data ?? [];
  const enabledCount = banners.filter((banner) => banner.enabled).length;
  const nextSortOrder = Math.min(9999, Math.max(-1, ...banners.map((banner) => banner.sortOrder)) + 1);

  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: [ADMIN_BANNER_LIST_URL] }), refreshHomePage(queryClient)]);
  };

  /** Saves the banner as it is with `enabled` switched; the server refuses a ninth enabled one. */
  const setEnabled = async (banner: AdminHomeBanner, enabled: boolean) => {
    setBusyId(banner.id);
    try {
      await homeBlockApi.saveBanner({
        id: banner.id,
        title: banner.title,
        imageKey: banner.imageKey,
        link: banner.link,
        sortOrder: banner.sortOrder,
        enabled,
      });
      showSuccessToast(t(enabled ? 'bannerAdmin.enabledDone' : 'bannerAdmin.disabledDone'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      await refresh();
      setBusyId(null);
    }
  };

  const remove = (banner: AdminHomeBanner) =>
    confirm({
      title: t('bannerAdmin.deleteTitle', { title: banner.title }),
      content: t('common.confirmDelete'),
      okText: t('bannerAdmin.delete'),
      onOk: async () => {
        try {
          await homeBlockApi.delBanner(banner.id);
          showSuccessToast(t('common.deleted'));
        } finally {
          await refresh();
        }
      },
    });

  const columns: ColumnsType<AdminHomeBanner> = [
    {
      title: t('bannerAdmin.image'),
      dataIndex: 'imageUrl',
      width: 200,
      render: (url: string, banner) => (
        <Image
          src={url}
          alt={banner.title}
          width={168}
          height={56}
          style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' }}
        />
      ),
    },
    { title: t('bannerAdmin.title'), dataIndex: 'title' },
    {
      title: t('bannerAdmin.link'),
      dataIndex: 'link',
      ellipsis: true,
      render: (link: string | null) =>
        link ? (
          <Typography.Link href={link} target="_blank" rel="noreferrer">
            {link}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('bannerAdmin.noLink')}</Typography.Text>
        ),
    },
    { title: t('bannerAdmin.sortOrder'), dataIndex: 'sortOrder', width: 100, align: 'right' },
    {
      title: t('bannerAdmin.enabled'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, banner) => (
        <Switch
          checked={enabled}
          loading={busyId === banner.id}
          onChange={(checked) => void setEnabled(banner, checked)}
          aria-label={t('bannerAdmin.enabledOf', { title: banner.title })}
          data-testid={`banner-enabled-${banner.id}`}
        />
      ),
    },
    { title: t('bannerAdmin.updatedAt'), dataIndex: 'updatedAt', width: 180, render: (value: string) => formatDate(value) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, banner) => {
        const label = (action: string) => t('bannerAdmin.actionOf', { action, title: banner.title });
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(banner)} aria-label={label(t('bannerAdmin.edit'))}>
              {t('bannerAdmin.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => remove(banner)}
              aria-label={label(t('bannerAdmin.delete'))}
              data-testid={`banner-delete-${banner.id}`}
            >
              {t('bannerAdmin.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={t('route.admin.banner')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="banner-add">
          {t('bannerAdmin.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('bannerAdmin.hint', { max: MAX_ENABLED_BANNERS, enabled: enabledCount })}
      </Typography.Paragraph>
      <Table<AdminHomeBanner>
        rowKey="id"
        loading={list.isFetching}
        dataSource={banners}
        columns={columns}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description={t('bannerAdmin.empty')} /> }}
        data-testid="banner-table"
      />
      {editing && (
        <BannerFormModal
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          nextSortOrder={nextSortOrder}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </Card>
  );
}
