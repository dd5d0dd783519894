import { KeyOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useUserInfo } from '../../../shared/signed-in-user.ts';

/** /manage/safety: the account's security settings at a glance. */
export default function SafetyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUserInfo();
  if (!user) return <Skeleton active />;
  const rows = [
    {
      key: 'password',
      icon: <KeyOutlined />,
      title: t('safety.password'),
      description: t('safety.passwordHint'),
      status: <Tag color="success">{t('safety.set')}</Tag>,
      to: '/manage/modifypassword',
      testId: 'safety-password',
    },
    {
      key: 'mobile',
      icon: <MobileOutlined />,
      title: t('safety.mobile'),
      description: t('safety.mobileHint', { mobile: user.mobileMasked }),
      status: <Tag color="success">{t('safety.bound')}</Tag>,
      to: '/manage/modifyphone',
      testId: 'safety-mobile',
    },
  ];
  return (
    <Card title={t('route.manage.safety')}>
      {rows.map((row, index) => (
        <div key={row.key}>
          {index > 0 && <Divider style={{ margin: '16px 0' }} />}
          <Flex align="center" gap={16}>
            <span style={{ fontSize: 22, color: '#1359c9' }}>{row.icon}</span>
            <div style={{ flex: 1 }}>
              <div style={{ fontWeight: 500, marginBottom: 4 }}>
                {row.title} {row.status}
              </div>
              <div className="muted">{row.description}</div>
            </div>
            <Button type="link" onClick={() => navigate(row.to)} data-testid={row.testId}>
              {t('common.modify')}
            </Button>
          </Flex>
        </div>
      ))}
    </Card>
  );
}
