import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/dom-stub.ts';
import { registerMessageInstance } from '../toast.ts';
import { ApiError, handleErrorCode, http } from './http.ts';

const toasts: string[] = [];
registerMessageInstance({
  open: (args: { content: string; onClose?: () => void }) => {
    toasts.push(args.content);
    args.onClose?.();
    return Promise.resolve(true);
  },
} as unknown as MessageInstance);

const envelope = (code: number, msg: string, data: unknown = null) => ({ code, success: code === 200, msg, data });
const required = envelope(403, '平台协议已更新', { error: 'AGREEMENT_REQUIRED', userAgreementVersion: 2, privacyVersion: 1 });

/** Answers the given bodies in turn (403 for the non-200 envelopes). */
function replies(...bodies: { code: number }[]) {
  const fetch = vi.fn(async () => {
    const body = bodies.shift() ?? envelope(500, 'no more answers');
    return new Response(JSON.stringify(body), {
      status: body.code,
      headers: { 'content-type': 'application/json', 'x-app-version': 'v1' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  toasts.length = 0;
  vi.unstubAllGlobals();
});

describe('error policy by data.error code', () => {
  it('hands the answer to the handler instead of a toast and sends the call again when it resolves true', async () => {
    const seen: unknown[] = [];
    const off = handleErrorCode('AGREEMENT_REQUIRED', async (data) => {
      seen.push(data);
      return true;
    });
    const fetch = replies(required, envelope(200, 'ok', { id: 7 }));
    try {
      await expect(http.post('/company/certification', { name: 'x' })).resolves.toEqual({ id: 7 });
    } finally {
      off();
    }
    expect(seen).toEqual([{ error: 'AGREEMENT_REQUIRED', userAgreementVersion: 2, privacyVersion: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [, second] = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(second?.[1].body).toBe(JSON.stringify({ name: 'x' }));
    expect(toasts).toEqual([]);
  });

  it('fails the call quietly (already handled) when the handler resolves false', async () => {
    const off = handleErrorCode('AGREEMENT_REQUIRED', async () => false);
    replies(required);
    try {
      const error = await http.get('/company/info').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errorCode).toBe('AGREEMENT_REQUIRED');
      expect((error as ApiError).shown).toBe(true);
    } finally {
      off();
    }
    expect(toasts).toEqual([]);
  });

  it('wins over the caller passing the status, and falls back to the toast once unregistered', async () => {
    const off = handleErrorCode('AGREEMENT_REQUIRED', async () => true);
    replies(required, envelope(200, 'ok', 1));
    await expect(http.get('/company/info', undefined, { passCodes: [403] })).resolves.toBe(1);
    off();
    replies(required);
    await expect(http.get('/company/info')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual(['平台协议已更新']);
  });
});
