import { Button } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useNavigate, useRouteError } from 'react-router';
import { logError } from '../shared/error-log.ts';
import { useTranslation } from '../shared/i18n/use-translation.ts';
import { isChunkLoadError } from '../shared/lazy.ts';
import { ErrorNotice } from '../shared/ui/ErrorNotice.tsx';
import { useAppShellRemoved } from './app-shell.ts';

/** Route errorElement: page chunk failures get a retry (SPEC §8), render errors are logged locally. */
export function RouteError() {
  useAppShellRemoved();
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
      <ErrorNotice
        kind="warning"
        title={t('system.chunkTitle')}
        hint={t('system.chunkHint')}
        actions={
          <Button type="primary" data-testid="chunk-retry" onClick={() => window.location.reload()}>
            {t('system.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <ErrorNotice
      kind="error"
      title={t('system.errorTitle')}
      hint={t('system.errorHint')}
      actions={
        <>
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('system.reload')}
          </Button>
          <Button onClick={() => navigate('/')}>{t('system.backHome')}</Button>
        </>
      }
    />
  );
}
