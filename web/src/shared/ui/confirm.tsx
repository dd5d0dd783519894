import { App } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { isApiError } from '../request/http.ts';

/**
 * Every destructive action, and every step that cannot be taken back (publishing, accepting, approving), asks
 * first. The dialog's buttons carry data-testid `confirm-ok` (or `okTestId`) and `confirm-cancel`; the OK button
 * shows progress until `onOk` settles. A failed call was already toasted by the request layer; the dialog then
 * closes. `danger` (the default) paints OK red: pass false for a step that destroys nothing.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  // Stable while the language is: a page may open it from an effect that lists it.
  return useCallback(
    (options: {
      title: ReactNode;
      content?: ReactNode;
      okText?: string;
      danger?: boolean;
      okTestId?: string;
      onOk: () => Promise<unknown> | unknown;
      /** Closing without OK (Cancel, Esc, the mask). */
      onCancel?: () => void;
    }) =>
      modal.confirm({
        title: options.title,
        content: options.content,
        okText: options.okText ?? t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: options.danger ?? true, 'data-testid': options.okTestId ?? 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        onOk: async () => {
          try {
            await options.onOk();
          } catch (error) {
            if (!isApiError(error)) throw error;
          }
        },
        ...(options.onCancel ? { onCancel: options.onCancel } : {}),
      }),
    [modal, t],
  );
}
