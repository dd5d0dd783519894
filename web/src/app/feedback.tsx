import type { useAppProps } from 'antd/es/app/context';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import type { HookAPI } from 'antd/es/modal/useModal';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { scheduleDeferredModules } from '../shared/deferred-load.ts';
import { loadChunk } from '../shared/lazy.ts';
import { lazyMessage, messageHostUnavailable, onMessageHostWanted } from '../shared/toast.ts';
import { createLazyModal } from './lazy-modal.ts';

/** antd's modal code (dialogs, confirm) is not needed to show a page: it loads on first use or in the background. */
const ModalHost = lazy(() => import('./ModalHost.tsx'));

let hostRequested = false;
const hostListeners = new Set<() => void>();

/**
 * Mounts the dialogs' host now rather than on the first dialog: the signed-in pages, whose actions confirm
 * in dialogs, ask for it as they load, so a dialog opens at once (app/workspace.ts).
 */
export function requestModalHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  for (const listener of hostListeners) listener();
}
const subscribeHost = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};

/**
 * antd's `<App>`, lighter: the same context for `App.useApp()` (message and modal), the same root
 * element, class and styles, but without its notification hook (no page uses notifications;
 * `notification` is the empty default antd itself gives outside `<App>`) and with the code of the modal and
 * message APIs loaded on first use or after SPEC §9's delay, so a public page's first load goes without them.
 */
// The server draws no feedback host (server-render.tsx); a browser taking its page over starts from there too.
const hostNotRequested = () => false;

export function AppFeedback({ children }: { children: ReactNode }) {
  const [hashId, cssVarCls] = useAppStyle('ant-app');
  const MessageHost = useMessageHost();
  const hostWanted = useSyncExternalStore(subscribeHost, () => hostRequested, hostNotRequested);
  const ready = useRef<{ promise: Promise<HookAPI>; resolve: (api: HookAPI) => void }>(null);
  if (!ready.current) {
    let resolve: (api: HookAPI) => void = () => {};
    const promise = new Promise<HookAPI>((done) => {
      resolve = done;
    });
    ready.current = { promise, resolve };
  }
  const onReady = useCallback((api: HookAPI) => ready.current?.resolve(api), []);
  const modal = useMemo(
    () =>
      createLazyModal(() => {
        requestModalHost();
        return ready.current?.promise ?? Promise.reject(new Error('modal host missing'));
      }),
    [],
  );
  // SPEC §9's delayed load: after 10 s the dialogs are there before anyone asks.
  useEffect(
    () =>
      scheduleDeferredModules([
        async () => {
          requestModalHost();
        },
      ]),
    [],
  );
  const value = useMemo(() => ({ message: lazyMessage, modal, notification: {} }) as useAppProps, [modal]);
  return (
    <AppContext.Provider value={value}>
      <div className={`ant-app ${hashId} ${cssVarCls}`}>
        {hostWanted && (
          <Suspense fallback={null}>
            <ModalHost onReady={onReady} />
          </Suspense>
        )}
        {MessageHost && <MessageHost />}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/** The toasts' host (app/MessageHost.tsx): loaded when the first toast asks for it, or after SPEC §9's delay. */
function useMessageHost(): ComponentType | null {
  const [host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      loadChunk(() => import('./MessageHost.tsx')).then(
        (module) => setHost(() => module.default),
        () => {
          loading = false;
          messageHostUnavailable();
        },
      );
    };
    onMessageHostWanted(load);
    const cancel = scheduleDeferredModules([async () => load()]);
    return () => {
      onMessageHostWanted(() => {});
      cancel();
    };
  }, []);
  return host;
}
