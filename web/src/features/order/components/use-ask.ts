import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * A yes/no question before something is replaced or sent, answered as a promise (true: go on). The
 * buttons carry data-testid `confirm-ok` / `confirm-cancel` like every other confirmation.
 */
export function useAsk() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return (title: ReactNode, options: { content?: ReactNode; danger?: boolean } = {}) =>
    new Promise<boolean>((resolve) => {
      void modal
        .confirm({
          title,
          content: options.content,
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: options.danger ?? false, 'data-testid': 'confirm-ok' },
          cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        })
        .then(resolve, () => resolve(false));
    });
}
