import { Button, Result, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Navigate, useNavigate, useRouteError } from 'react-router';
import { logError } from '../shared/error-log.ts';
import { isChunkLoadError } from '../shared/lazy.ts';

/** Route errorElement: page chunk failures get a retry (SPEC §8), render errors are logged locally. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) logError(chunk ? 'chunk' : 'render', error);
  }, [error, chunk, notFound]);

  if (notFound) return <Navigate to="/404" replace />;
  if (chunk) {
    return (
      <Result
        status="warning"
        title={t('system.chunkTitle')}
        subTitle={t('system.chunkHint')}
        extra={
          <Button type="primary" data-testid="chunk-retry" onClick={() => window.location.reload()}>
            {t('system.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="500"
      title={t('system.errorTitle')}
      subTitle={t('system.errorHint')}
      extra={
        <Space>
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('system.reload')}
          </Button>
          <Button onClick={() => navigate('/')}>{t('system.backHome')}</Button>
        </Space>
      }
    />
  );
}
