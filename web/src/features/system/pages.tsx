import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

function StatusPage({ status }: { status: '403' | '404' | '500' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(`system.${status}`)}
      data-testid={`status-${status}`}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('system.backHome')}
        </Button>
      }
    />
  );
}

export const NotFoundPage = () => <StatusPage status="404" />;
export const ForbiddenPage = () => <StatusPage status="403" />;
export const ServerErrorPage = () => <StatusPage status="500" />;
