import type { HookAPI } from 'antd/es/modal/useModal';
import { describe, expect, it } from 'vitest';
import { createLazyModal } from './lazy-modal.ts';

/** A stand-in for antd's modal API that records what reaches the real dialogs. */
function recordingApi() {
  const calls: string[] = [];
  const dialog = (kind: string) => (config: { title?: unknown }) => {
    calls.push(`${kind}:${String(config.title)}`);
    return {
      destroy: () => calls.push('destroy'),
      update: (next: unknown) => calls.push(`update:${String((next as { title?: unknown }).title)}`),
      // biome-ignore lint/suspicious/noThenProperty: antd's dialog handle is a thenable
      then: <T>(resolve: (confirmed: boolean) => T) => Promise.resolve(resolve(true)),
    };
  };
  const api = {
    info: dialog('info'),
    success: dialog('success'),
    error: dialog('error'),
    warning: dialog('warning'),
    confirm: dialog('confirm'),
  };
  return { calls, api: api as unknown as HookAPI };
}

describe('the modal API whose code loads on first use', () => {
  it('opens the dialog once the code is there, forwarding updates and the close', async () => {
    const { calls, api } = recordingApi();
    let loads = 0;
    const modal = createLazyModal(async () => {
      loads += 1;
      return api;
    });
    const handle = modal.confirm({ title: 'sure?' });
    handle.update({ title: 'really?' });
    handle.destroy();
    expect(calls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['confirm:sure?', 'update:really?', 'destroy']);
    expect(loads).toBe(1);
  });

  it('answers the awaited result of the real dialog', async () => {
    const { api } = recordingApi();
    const modal = createLazyModal(async () => api);
    await expect(
      modal.warning({ title: 'x' }).then(
        (confirmed) => confirmed,
        () => undefined,
      ),
    ).resolves.toBe(true);
  });
});
