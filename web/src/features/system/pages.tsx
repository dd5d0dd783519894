import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

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

const NotFoundPage = () => <StatusPage status="404" />;
const ForbiddenPage = () => <StatusPage status="403" />;
const ServerErrorPage = () => <StatusPage status="500" />;

/** The /404, /403 and /500 pages: one lazy chunk (antd's Result carries an illustration for each). */
export const statusPages = { '404': NotFoundPage, '403': ForbiddenPage, '500': ServerErrorPage };
