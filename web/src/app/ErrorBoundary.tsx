import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../shared/error-log.ts';
import { t } from '../shared/i18n/index.ts';
import { ErrorNotice } from '../shared/ui/ErrorNotice.tsx';
import { removeAppShell } from './app-shell.ts';

/** Last line of defence around the providers and the router: logs the error and offers a reload. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    removeAppShell();
    logError('render', error, info.componentStack ?? '');
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorNotice
        kind="error"
        title={t('system.errorTitle')}
        hint={t('system.errorHint')}
        actions={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('system.reload')}
          </Button>
        }
      />
    );
  }
}
