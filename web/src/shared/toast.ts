import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts shown from outside React, through antd's message API so they follow the ConfigProvider's theme and
 * locale. Its code is not part of a page's first load: the first toast asks for its host (app/feedback.tsx, which
 * also mounts it in the background after SPEC §9's delay) and is shown once the host hands its instance over.
 */
let instance: MessageInstance | undefined;
let errorShowing = false;
const waiting: Array<(api: MessageInstance) => void> = [];
let requestHost: () => void = () => {};

export function registerMessageInstance(next: MessageInstance | undefined): void {
  instance = next;
  if (next) for (const show of waiting.splice(0)) show(next);
}

/** How a toast asks for the message host when none is mounted yet (app/feedback.tsx). */
export function onMessageHostWanted(request: () => void): void {
  requestHost = request;
}

function withInstance(show: (api: MessageInstance) => void): void {
  if (instance) {
    show(instance);
    return;
  }
  waiting.push(show);
  requestHost();
}

/** The host's code could not load: the toasts waiting for it are dropped, and the next one asks again. */
export function messageHostUnavailable(): void {
  waiting.length = 0;
  errorShowing = false;
}

type MessageMethod = 'open' | 'success' | 'error' | 'info' | 'warning' | 'loading' | 'destroy';
const METHODS: MessageMethod[] = ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'];

/**
 * `App.useApp().message` for components: the same API, each call shown once the host is there. What a call
 * returns (antd's close function) is not available before that; nothing in the app uses it.
 */
export const lazyMessage = Object.fromEntries(
  METHODS.map((method) => [
    method,
    (...args: unknown[]) => withInstance((api) => (api[method] as (...a: unknown[]) => unknown)(...args)),
  ]),
) as unknown as MessageInstance;

/** SPEC §8: one error toast at a time; while one shows, further errors are not toasted. */
export function showErrorToast(content: string): void {
  if (errorShowing) return;
  errorShowing = true;
  withInstance(
    (api) =>
      void api.open({
        type: 'error',
        content,
        duration: 3,
        onClose: () => {
          errorShowing = false;
        },
      }),
  );
}

export function isErrorToastShowing(): boolean {
  return errorShowing;
}

export function showSuccessToast(content: string): void {
  withInstance((api) => void api.open({ type: 'success', content, duration: 2 }));
}

export function showInfoToast(content: string): void {
  withInstance((api) => void api.open({ type: 'info', content, duration: 2 }));
}

/** A client-side check's message (file type, size …): always shown, not subject to the one-error rule. */
export function showValidationToast(content: string): void {
  withInstance((api) => void api.open({ type: 'error', content, duration: 3 }));
}
