import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { isApiError } from '../request/http.ts';

/**
 * Every destructive action asks first. The dialog's buttons carry data-testid `confirm-ok` and
 * `confirm-cancel`; the OK button shows progress until `onOk` settles. A failed call was already
 * toasted by the request layer; the dialog then closes.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return (options: {
    title: ReactNode;
    content?: ReactNode;
    okText?: string;
    danger?: boolean;
    onOk: () => Promise<unknown> | unknown;
  }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: options.danger ?? true, 'data-testid': 'confirm-ok' },
      cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      onOk: async () => {
        try {
          await options.onOk();
        } catch (error) {
          if (!isApiError(error)) throw error;
        }
      },
    });
}
