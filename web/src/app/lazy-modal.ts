import type { HookAPI } from 'antd/es/modal/useModal';

type ModalKind = keyof HookAPI;
type Handle = ReturnType<HookAPI['confirm']>;
const KINDS: ModalKind[] = ['info', 'success', 'error', 'warning', 'confirm'];

/**
 * `App.useApp().modal` whose code arrives on first use (or in the background once the page is up):
 * each call returns at once a handle that forwards destroy/update/then to the real dialog when it exists.
 * `load` resolves to antd's modal API (the hook of a lazily mounted host).
 */
export function createLazyModal(load: () => Promise<HookAPI>): HookAPI {
  const open = (kind: ModalKind) => (config: Parameters<HookAPI['confirm']>[0]) => {
    // Boxed: the dialog is itself a thenable, which a promise would wait on instead of handing over.
    const real = load().then((api) => ({ dialog: api[kind](config) }));
    const handle: Handle = {
      destroy: () => void real.then(({ dialog }) => dialog.destroy()),
      update: (configUpdate) => void real.then(({ dialog }) => dialog.update(configUpdate)),
      // biome-ignore lint/suspicious/noThenProperty: antd's dialog handle is a thenable (`await modal.confirm(…)`)
      then: (resolve, reject) => real.then(({ dialog }) => dialog.then(resolve, reject)),
    };
    return handle;
  };
  return Object.fromEntries(KINDS.map((kind) => [kind, open(kind)])) as HookAPI;
}
