import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts shown from outside React. The antd App's message instance is registered by <ToastBridge/>
 * so toasts follow the theme and locale of the ConfigProvider.
 */
let instance: MessageInstance | undefined;
let errorShowing = false;

export function registerMessageInstance(next: MessageInstance | undefined): void {
  instance = next;
}

/** SPEC §8: one error toast at a time; while one shows, further errors are not toasted. */
export function showErrorToast(content: string): void {
  if (errorShowing || !instance) return;
  errorShowing = true;
  void instance.open({
    type: 'error',
    content,
    duration: 3,
    onClose: () => {
      errorShowing = false;
    },
  });
}

export function isErrorToastShowing(): boolean {
  return errorShowing;
}

export function showSuccessToast(content: string): void {
  void instance?.open({ type: 'success', content, duration: 2 });
}

export function showInfoToast(content: string): void {
  void instance?.open({ type: 'info', content, duration: 2 });
}

/** A client-side check's message (file type, size …): always shown, not subject to the one-error rule. */
export function showValidationToast(content: string): void {
  void instance?.open({ type: 'error', content, duration: 3 });
}
