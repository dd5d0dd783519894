import type { MessageInstance } from 'antd/es/message/interface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLocation, reloads, setCookie, setPath } from '../../test/dom-stub.ts';
import { setNavigate } from '../navigation.ts';
import { getSession, saveLogin } from '../session.ts';
import { registerMessageInstance } from '../toast.ts';
import { ApiError, http, request } from './http.ts';

interface Toast {
  content: string;
  onClose?: () => void;
}
const toasts: Toast[] = [];
registerMessageInstance({
  open: (args: { content: string; onClose?: () => void }) => {
    toasts.push({ content: args.content, onClose: args.onClose });
    return Promise.resolve(true);
  },
} as unknown as MessageInstance);
const closeToasts = () => {
  for (const toast of toasts.splice(0)) toast.onClose?.();
};

const navigations: string[] = [];
setNavigate((to) => navigations.push(to));

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
const calls: { url: string; init: RequestInit }[] = [];
function reply(next: Reply | ((init: RequestInit) => Promise<Response>)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (typeof next === 'function') return next(init);
      const text = next.body === undefined ? '' : JSON.stringify(next.body);
      return new Response(text, {
        status: next.status ?? 200,
        headers: { 'content-type': 'application/json', 'x-app-version': 'v1', ...next.headers },
      });
    }),
  );
}
const envelope = (code: number | string, msg: string, data: unknown = null) => ({ code, success: code === 200, msg, data });

const userInfo = {
  id: 1,
  userName: 'buyer',
  name: '小王',
  mobile: '13800000002',
  mobileMasked: '138****0002',
  avatar: null,
  role: 'user' as const,
  status: 1,
  createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  calls.length = 0;
  navigations.length = 0;
  setPath('/manage/index', '?tab=2');
  setCookie('');
});
afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('request layer (SPEC §8)', () => {
  it('resolves with data of a code-200 envelope and sends the language header', async () => {
    reply({ body: envelope(200, '操作成功', { enabled: true }) });
    await expect(http.get('/captcha/config')).resolves.toEqual({ enabled: true });
    expect(calls[0]?.url).toBe('/api/captcha/config');
    expect((calls[0]!.init.headers as Record<string, string>).language).toBe('zh');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(toasts).toHaveLength(0);
  });

  it('puts query parameters on GET and drops empty ones', async () => {
    reply({ body: envelope(200, 'ok', null) });
    await http.get('/admin/user/list', { current: 1, size: 10, keyword: '', mobile: undefined });
    expect(calls[0]?.url).toBe('/api/admin/user/list?current=1&size=10');
  });

  it('sends X-CSRF-Token from the readable cookie on writes only', async () => {
    setCookie('other=1; hgsc-csrf-token=abc%2B123');
    reply({ body: envelope(200, 'ok', null) });
    await http.post('/user/logout');
    await http.get('/user/info');
    expect((calls[0]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('abc+123');
    expect((calls[1]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
  });

  it('fails a code other than 200 with one error toast of the server message', async () => {
    reply({ status: 409, body: envelope(409, '当前状态不允许此操作', { error: 'WRONG_STATE' }) });
    const error = await http.post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(409);
    expect((error as ApiError).errorCode).toBe('WRONG_STATE');
    expect((error as ApiError).shown).toBe(true);
    expect(toasts.map((t) => t.content)).toEqual(['当前状态不允许此操作']);
  });

  it('shows under a field the reason alone where the server gives it, else the message', async () => {
    reply({
      status: 400,
      body: envelope(400, '参数错误：casNumber 不是有效的 CAS 号', { field: 'casNumber', reason: '不是有效的 CAS 号' }),
    });
    const schema = (await http.post('/x').catch((e: unknown) => e)) as ApiError;
    expect([schema.field, schema.fieldMessage]).toEqual(['casNumber', '不是有效的 CAS 号']);
    reply({ status: 400, body: envelope(400, '该分类不存在或已停用', { field: 'categoryId' }) });
    const useCase = (await http.post('/x').catch((e: unknown) => e)) as ApiError;
    expect(useCase.fieldMessage).toBe('该分类不存在或已停用');
  });

  it('shows no second toast while one is showing, and shows again once it closed', async () => {
    reply({ status: 400, body: envelope(400, '第一条') });
    await http.post('/x').catch(() => {});
    reply({ status: 400, body: envelope(400, '第二条') });
    await http.post('/x').catch(() => {});
    expect(toasts.map((t) => t.content)).toEqual(['第一条']);
    closeToasts();
    reply({ status: 400, body: envelope(400, '第三条') });
    await http.post('/x').catch(() => {});
    expect(toasts.map((t) => t.content)).toEqual(['第三条']);
  });

  it('reads the message from message, then msg, then error_description, else 未知错误', async () => {
    reply({ status: 400, body: { code: 400, message: 'from message', msg: 'from msg' } });
    const fromMessage = (await http.post('/x').catch((e: unknown) => e)) as ApiError;
    closeToasts();
    reply({ status: 400, body: { code: 400, msg: 'from msg', error_description: 'from error_description' } });
    const fromMsg = (await http.post('/x').catch((e: unknown) => e)) as ApiError;
    closeToasts();
    reply({ status: 400, body: { code: 400, error_description: 'from error_description' } });
    const described = (await http.post('/x').catch((e: unknown) => e)) as ApiError;
    closeToasts();
    reply({ status: 400, body: { code: 400 } });
    const unknown = (await http.post('/x').catch((e: unknown) => e)) as ApiError;
    expect(fromMessage.message).toBe('from message');
    expect(fromMsg.message).toBe('from msg');
    expect(described.message).toBe('from error_description');
    expect(unknown.message).toBe('未知错误');
  });

  it('falls back to the HTTP status when the body has no code', async () => {
    reply({ status: 404, body: { msg: '接口不存在' } });
    const error = (await http.get('/nope').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(404);
    expect(error.message).toBe('接口不存在');
  });

  it('counts HTTP 200-500 as answers and anything else as a failure', async () => {
    reply({ status: 500, body: envelope(500, '系统繁忙，请稍后再试') });
    const e500 = (await http.get('/x').catch((e: unknown) => e)) as ApiError;
    closeToasts();
    reply({ status: 502, body: { code: 200, data: 'proxy page' } });
    const e502 = (await http.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(e500.code).toBe(500);
    expect(e500.message).toBe('系统繁忙，请稍后再试');
    expect(e502).toBeInstanceOf(ApiError);
    expect(e502.code).toBe(502);
  });

  it('passes whitelisted codes to the caller without a toast', async () => {
    reply({ status: 409, body: envelope(409, '冲突') });
    const error = (await request('/x', { method: 'POST', body: {}, passCodes: [409] }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(409);
    expect(error.shown).toBe(false);
    expect(toasts).toHaveLength(0);
  });

  it('on E_300 clears the stored session and goes to /login with the path and query', async () => {
    saveLogin(userInfo, new Date(Date.now() + 3600_000).toISOString());
    expect(getSession().loggedIn).toBe(true);
    reply({ status: 401, body: envelope('E_300', '登录已失效，请重新登录') });
    const error = (await http.get('/user/info').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('E_300');
    expect(getSession()).toMatchObject({ loggedIn: false, userInfo: null });
    expect(window.localStorage.getItem('hgsc-userInfo')).toBeNull();
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/manage/index?tab=2')}`]);
  });

  it('on E_300 stays on the login page when already there', async () => {
    setPath('/login', '?redirect=%2Fmanage');
    reply({ status: 401, body: envelope('E_300', '登录已失效，请重新登录') });
    await http.get('/user/info').catch(() => {});
    expect(navigations).toEqual([]);
  });

  it('sends the operator console to its own login page', async () => {
    setPath('/admin/users');
    reply({ status: 401, body: envelope('E_300', '登录已失效，请重新登录') });
    await http.get('/admin/user/list').catch(() => {});
    expect(navigations).toEqual(['/admin/login?redirect=%2Fadmin%2Fusers']);
  });

  it('times out with the toast 服务器繁忙', async () => {
    reply(
      (init) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = (await request('/slow', { timeoutMs: 20 }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('TIMEOUT');
    expect(toasts.map((t) => t.content)).toEqual(['服务器繁忙']);
  });

  it('reloads the page when the server version changes', async () => {
    const before = reloads.length;
    reply({ body: envelope(200, 'ok'), headers: { 'x-app-version': 'v1' } });
    await http.get('/x');
    expect(reloads.length).toBe(before);
    reply({ body: envelope(200, 'ok'), headers: { 'x-app-version': 'v2' } });
    await http.get('/x');
    expect(reloads.length).toBe(before + 1);
    expect(fakeLocation.pathname).toBe('/manage/index');
  });
});
