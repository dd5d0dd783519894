import { IdcardOutlined, KeyOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserInfo } from '../../../shared/signed-in-user.ts';
import { UserAvatar } from '../../../shared/ui/SafeImage.tsx';
import { CompanyStatusCard } from '../../company/index.ts';

/** /manage/index: account overview with quick links. */
export default function ManageIndexPage() {
  const { t } = useTranslation();
  const { user } = useUserInfo();
  if (!user) return <Skeleton active />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <UserAvatar src={user.avatar} size={80} data-testid="overview-avatar" />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="overview-name">
              {user.name || user.userName}
            </Typography.Title>
            <Typography.Text type="secondary">{t('manage.welcome')}</Typography.Text>
          </div>
        </Flex>
        <Descriptions column={{ xs: 1, sm: 2 }} style={{ marginTop: 24 }}>
          <Descriptions.Item label={t('user.userName')}>{user.userName}</Descriptions.Item>
          <Descriptions.Item label={t('user.mobile')}>
            <span data-testid="overview-mobile">{user.mobileMasked}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('user.nickname')}>{user.name || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('user.createdAt')}>{formatDate(user.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <CompanyStatusCard />
      <Card title={t('manage.quickLinks')}>
        <Flex gap={12} wrap>
          <Link to="/manage/myinfo">
            <Button icon={<IdcardOutlined />}>{t('route.manage.myinfo')}</Button>
          </Link>
          <Link to="/manage/safety">
            <Button icon={<SafetyOutlined />}>{t('route.manage.safety')}</Button>
          </Link>
          <Link to="/manage/modifypassword">
            <Button icon={<KeyOutlined />}>{t('route.manage.modifypassword')}</Button>
          </Link>
          <Link to="/manage/modifyphone">
            <Button icon={<MobileOutlined />}>{t('route.manage.modifyphone')}</Button>
          </Link>
        </Flex>
      </Card>
    </Space>
  );
}
