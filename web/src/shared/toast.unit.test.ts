import type { MessageInstance } from 'antd/es/message/interface';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  lazyMessage,
  messageHostUnavailable,
  onMessageHostWanted,
  registerMessageInstance,
  showErrorToast,
  showSuccessToast,
} from './toast.ts';

function fakeMessages() {
  const shown: { type?: string; content?: unknown }[] = [];
  const api = {
    open: (config: { type?: string; content?: unknown; onClose?: () => void }) => {
      shown.push({ type: config.type, content: config.content });
      return () => {};
    },
    success: (content: unknown) => shown.push({ type: 'success', content }),
  } as unknown as MessageInstance;
  return { api, shown };
}

/** No host yet, nothing waiting, no error showing; counts how often a toast asks for the host. */
function noHost() {
  registerMessageInstance(undefined);
  messageHostUnavailable();
  const asks = { count: 0 };
  onMessageHostWanted(() => asks.count++);
  return asks;
}

describe('toasts before the message host is there', () => {
  let asks: { count: number };
  beforeEach(() => {
    asks = noHost();
  });

  it('ask for the host, wait for it, and show in order when it arrives', () => {
    showErrorToast('网络错误');
    showErrorToast('第二个错误'); // SPEC §8: one error toast at a time
    showSuccessToast('已保存');
    lazyMessage.success('已复制');
    expect(asks.count).toBe(3);
    const { api, shown } = fakeMessages();
    registerMessageInstance(api);
    expect(shown).toEqual([
      { type: 'error', content: '网络错误' },
      { type: 'success', content: '已保存' },
      { type: 'success', content: '已复制' },
    ]);
    showSuccessToast('再次保存');
    expect(shown.at(-1)).toEqual({ type: 'success', content: '再次保存' });
    expect(asks.count).toBe(3);
  });

  it('drop what waited when the host cannot load, and let the next error through', () => {
    showErrorToast('网络错误');
    expect(asks.count).toBe(1);
    messageHostUnavailable();
    const { api, shown } = fakeMessages();
    registerMessageInstance(api);
    expect(shown).toEqual([]);
    showErrorToast('再试一次');
    expect(shown).toEqual([{ type: 'error', content: '再试一次' }]);
  });
});
