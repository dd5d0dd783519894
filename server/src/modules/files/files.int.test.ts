import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_GIF, tinyBmp, tinyPdf, tinyPng } from '../../../test/files.ts';
import { createTestApp, createUser, errorOf, type TestApp, tokenFor } from '../../../test/harness.ts';
import { registerFileAccessRule } from '../../platform/files/access.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { usualLogs } from '../../platform/logs/tables.ts';

const LIMIT = 40 * 1024 * 1024;
const MSG = {
  badImage: '上传图片格式不对!上传图片只能是 jpg、jpeg、png 格式',
  badFile: '上传文件格式不对!上传文件只能是 jpg、jpeg、png、bmp 格式',
  badPdf: '上传文件格式不对!上传文件只能是 pdf 格式',
  imageTooLarge: '上传图片大小不能超过 40M!',
  fileTooLarge: '上传文件大小不能超过 40M!',
  missing: '请选择要上传的文件',
};

describe('files', () => {
  let t: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  let operator: { id: number; token: string };

  const upload = (url: string, token: string | undefined, file: Parameters<typeof multipart>[0]) =>
    t.call({ method: 'POST', url, ...multipart(file), ...(token ? { token } : {}) });

  /** Every file the local storage holds, as paths. */
  async function filesOnDisk(): Promise<string[]> {
    const root = path.join(t.ctx.config.DATA_DIR, 'files');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  }
  const rowCount = async () => (await t.ctx.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    const [a, b, o] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'operator' })]);
    alice = { id: a.id, token: await tokenFor(t, a.id) };
    bob = { id: b.id, token: await tokenFor(t, b.id) };
    operator = { id: o.id, token: await tokenFor(t, o.id) };
  });
  afterAll(() => t.close());

  it('stores a public image and serves its bytes to anyone through /seeView', async () => {
    const png = tinyPng();
    const res = await upload('/api/oss/upload/img', alice.token, { filename: 'dot.png', contentType: 'image/png', data: png });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, success: true, msg: '上传成功' });
    expect(body.data).toMatchObject({ name: 'dot.png', size: png.length, type: 'image/png' });
    expect(body.data.key).toMatch(/^[A-Za-z0-9_-]{24}\.png$/);
    expect(body.data.url).toBe(`/api/seeView?key=${body.data.key}&type=png`);

    const [row] = await t.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, body.data.key));
    expect(row).toMatchObject({ kind: 'img', mime: 'image/png', encrypted: false, ownerUserId: alice.id });

    const view = await t.call({ method: 'GET', url: body.data.url });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.equals(png)).toBe(true);

    await t.ctx.logs.flush();
    const events = await t.ctx.db.select().from(usualLogs).where(eq(usualLogs.event, 'file.upload'));
    expect(events.some((e) => e.detail?.includes(body.data.key) && e.userId === alice.id)).toBe(true);
  });

  it('detects the type from the bytes, not the name or the declared type', async () => {
    const res = await upload('/api/oss/upload/file', alice.token, {
      filename: 'scan.png',
      contentType: 'image/png',
      data: tinyPdf(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'application/pdf', name: 'scan.png' });
    expect(res.json().data.key).toMatch(/\.pdf$/);
    const view = await t.call({ method: 'GET', url: '/api/seeView', query: { key: res.json().data.key, type: 'pdf' } });
    expect(view.headers['content-type']).toBe('application/pdf');
  });

  it('accepts bmp and pdf as files, bmp as an image, pdf as a pdf', async () => {
    for (const [url, data, type] of [
      ['/api/oss/upload/file', tinyBmp(), 'image/bmp'],
      ['/api/oss/upload/file', tinyPdf(), 'application/pdf'],
      ['/api/oss/upload/img', tinyBmp(), 'image/bmp'],
      ['/api/oss/upload/pdf', tinyPdf(), 'application/pdf'],
    ] as const) {
      const res = await upload(url, alice.token, { filename: 'x', data });
      expect(res.statusCode, `${url} ${type}`).toBe(200);
      expect(res.json().data.type).toBe(type);
    }
  });

  it('accepts a FormData payload as a browser would send it', async () => {
    const form = new FormData();
    form.append('file', new Blob([tinyPng([1, 2, 3])], { type: 'image/png' }), '头像.png');
    const res = await t.call({ method: 'POST', url: '/api/oss/upload/img', token: alice.token, payload: form });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('头像.png');
    const view = await t.call({ method: 'GET', url: res.json().data.url });
    expect(view.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('头像.png')}`);
  });

  it('refuses uploads without login', async () => {
    const before = await rowCount();
    const res = await upload('/api/oss/upload/img', undefined, { filename: 'dot.png', data: tinyPng() });
    expect(errorOf(res)).toMatchObject({ status: 401, code: 401 });
    const encrypted = await upload('/api/encry/upload/pdf', undefined, { filename: 'a.pdf', data: tinyPdf() });
    expect(errorOf(encrypted)).toMatchObject({ status: 401, code: 401 });
    const badToken = await upload('/api/oss/upload/img', 'not-a-token', { filename: 'dot.png', data: tinyPng() });
    expect(errorOf(badToken)).toMatchObject({ status: 401, code: 'E_300' });
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 naming the field when no file is sent', async () => {
    const wrongField = await upload('/api/oss/upload/img', alice.token, { field: 'image', filename: 'dot.png', data: tinyPng() });
    expect(errorOf(wrongField)).toMatchObject({ status: 400, msg: MSG.missing, field: 'file' });
    const json = await t.call({ method: 'POST', url: '/api/oss/upload/img', token: alice.token, payload: { file: 'x' } });
    expect(errorOf(json)).toMatchObject({ status: 400, msg: MSG.missing, field: 'file' });
    const empty = await upload('/api/oss/upload/file', alice.token, { filename: 'empty.png', data: Buffer.alloc(0) });
    expect(errorOf(empty)).toMatchObject({ status: 400, msg: MSG.missing, field: 'file' });
  });

  it('refuses wrong types with the messages of SPEC §5 and stores nothing', async () => {
    const beforeRows = await rowCount();
    const beforeDisk = (await filesOnDisk()).length;
    const cases = [
      ['/api/oss/upload/img', TINY_GIF, MSG.badImage],
      ['/api/oss/upload/img', tinyPdf(), MSG.badImage],
      ['/api/encry/upload/img', TINY_GIF, MSG.badImage],
      ['/api/oss/upload/file', TINY_GIF, MSG.badFile],
      ['/api/oss/upload/file', Buffer.from('just some text pretending to be an image'), MSG.badFile],
      ['/api/oss/upload/pdf', tinyPng(), MSG.badPdf],
      ['/api/encry/upload/pdf', tinyBmp(), MSG.badPdf],
    ] as const;
    for (const [url, data, msg] of cases) {
      const res = await upload(url, alice.token, { filename: 'renamed.png', contentType: 'image/png', data });
      expect(errorOf(res), url).toMatchObject({ status: 415, code: 415, msg, field: 'file' });
    }
    expect(await rowCount()).toBe(beforeRows);
    expect((await filesOnDisk()).length).toBe(beforeDisk);
  });

  it('answers in English when asked', async () => {
    const body = multipart({ filename: 'a.gif', data: TINY_GIF });
    const res = await t.call({
      method: 'POST',
      url: '/api/oss/upload/img',
      token: alice.token,
      payload: body.payload,
      headers: { ...body.headers, language: 'en' },
    });
    expect(errorOf(res)).toMatchObject({ status: 415, msg: 'Wrong image type: only jpg, jpeg or png' });
  });

  it('refuses files over 40 MB with 413 and the message of the kind, storing nothing', async () => {
    const beforeRows = await rowCount();
    const beforeDisk = (await filesOnDisk()).length;
    const big = Buffer.alloc(LIMIT + 1);
    tinyPng().copy(big);
    const image = await upload('/api/oss/upload/img', alice.token, { filename: 'big.png', data: big });
    expect(errorOf(image)).toMatchObject({ status: 413, code: 413, msg: MSG.imageTooLarge, field: 'file' });
    const encryptedImage = await upload('/api/encry/upload/img', alice.token, { filename: 'big.png', data: big });
    expect(errorOf(encryptedImage)).toMatchObject({ status: 413, msg: MSG.imageTooLarge });
    const bigPdf = Buffer.alloc(LIMIT + 1024, 0x20);
    tinyPdf().copy(bigPdf);
    const file = await upload('/api/oss/upload/file', alice.token, { filename: 'big.pdf', data: bigPdf });
    expect(errorOf(file)).toMatchObject({ status: 413, code: 413, msg: MSG.fileTooLarge, field: 'file' });
    const pdf = await upload('/api/encry/upload/pdf', alice.token, { filename: 'big.pdf', data: bigPdf });
    expect(errorOf(pdf)).toMatchObject({ status: 413, msg: MSG.fileTooLarge });
    expect(await rowCount()).toBe(beforeRows);
    expect((await filesOnDisk()).length).toBe(beforeDisk);
  });

  it('answers a too-large upload over a real HTTP connection with 413 and the message', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = Buffer.alloc(LIMIT + 4096);
    tinyPng().copy(big);
    const form = new FormData();
    form.append('file', new Blob([big], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${address}/api/oss/upload/img`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, success: false, msg: MSG.imageTooLarge });
    const small = new FormData();
    small.append('file', new Blob([tinyPdf()], { type: 'application/pdf' }), 'ok.pdf');
    const ok = await fetch(`${address}/api/oss/upload/pdf`, {
      method: 'POST',
      body: small,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(ok.status).toBe(200);
  });

  it('accepts a file of exactly 40 MB', async () => {
    const pdf = Buffer.alloc(LIMIT, 0x20);
    tinyPdf().copy(pdf);
    const res = await upload('/api/oss/upload/pdf', alice.token, { filename: 'exact.pdf', data: pdf });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.size).toBe(LIMIT);
    await t.ctx.storage.delete(res.json().data.key);
  });

  describe('encrypted files', () => {
    let key = '';
    let url = '';
    const png = tinyPng([9, 99, 199]);

    beforeAll(async () => {
      const res = await upload('/api/encry/upload/img', alice.token, { filename: 'licence.png', data: png });
      expect(res.statusCode).toBe(200);
      ({ key, url } = res.json().data);
    });

    it('are not plaintext on disk', async () => {
      expect(url).toBe(`/api/seeEncryptionView?key=${key}&type=png`);
      const onDisk = (await filesOnDisk()).find((f) => f.endsWith(key));
      expect(onDisk).toBeDefined();
      const stored = await readFile(onDisk as string);
      expect(stored.length).toBeGreaterThan(png.length);
      expect(stored.includes(png.subarray(0, 8))).toBe(false);
      expect(stored.includes(png.subarray(16, 29))).toBe(false);
      const [row] = await t.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
      expect(row).toMatchObject({ encrypted: true, ownerUserId: alice.id, size: png.length });
    });

    it('are shown decrypted to the uploader', async () => {
      const res = await t.call({ method: 'GET', url, token: alice.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(png)).toBe(true);
    });

    it('are shown to an operator', async () => {
      const res = await t.call({ method: 'GET', url, token: operator.token });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
    });

    it('are not found for another user', async () => {
      const res = await t.call({ method: 'GET', url, token: bob.token });
      expect(errorOf(res)).toMatchObject({ status: 404, code: 404 });
    });

    it('need a login', async () => {
      const res = await t.call({ method: 'GET', url });
      expect(errorOf(res)).toMatchObject({ status: 401, code: 401 });
    });

    it('are never served by /seeView, even to the uploader', async () => {
      const res = await t.call({ method: 'GET', url: '/api/seeView', query: { key, type: 'png' }, token: alice.token });
      expect(errorOf(res)).toMatchObject({ status: 404 });
    });

    it('are shown to parties a registered access rule grants', async () => {
      const unregister = registerFileAccessRule(async (_ctx, file, user) => (file.key === key ? user.id === bob.id : undefined));
      try {
        const res = await t.call({ method: 'GET', url, token: bob.token });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(png)).toBe(true);
      } finally {
        unregister();
      }
      const after = await t.call({ method: 'GET', url, token: bob.token });
      expect(after.statusCode).toBe(404);
    });

    it('do not decrypt when the stored bytes were altered', async () => {
      const stored = (await t.ctx.storage.get(key)) as Buffer;
      const tampered = Buffer.from(stored);
      tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
      await t.ctx.storage.put(key, tampered);
      try {
        const res = await t.call({ method: 'GET', url, token: alice.token });
        expect(res.statusCode).toBe(500);
        expect(res.rawPayload.includes(png.subarray(0, 8))).toBe(false);
      } finally {
        await t.ctx.storage.put(key, stored);
      }
    });

    it('stores a private PDF the same way', async () => {
      const pdf = tinyPdf('contract 合同');
      const res = await upload('/api/encry/upload/pdf', bob.token, { filename: '合同.pdf', data: pdf });
      expect(res.statusCode).toBe(200);
      const stored = (await t.ctx.storage.get(res.json().data.key)) as Buffer;
      expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
      const mine = await t.call({ method: 'GET', url: res.json().data.url, token: bob.token });
      expect(mine.rawPayload.equals(pdf)).toBe(true);
      const theirs = await t.call({ method: 'GET', url: res.json().data.url, token: alice.token });
      expect(theirs.statusCode).toBe(404);
    });
  });

  it('answers 404 for an unknown key and 400 naming the field for a bad one', async () => {
    const unknown = await t.call({
      method: 'GET',
      url: '/api/seeView',
      query: { key: 'AAAAAAAAAAAAAAAAAAAAAAAA.png', type: 'png' },
    });
    expect(errorOf(unknown)).toMatchObject({ status: 404, code: 404 });
    const unknownPrivate = await t.call({
      method: 'GET',
      url: '/api/seeEncryptionView',
      query: { key: 'AAAAAAAAAAAAAAAAAAAAAAAA.png' },
      token: alice.token,
    });
    expect(errorOf(unknownPrivate)).toMatchObject({ status: 404 });
    const missing = await t.call({ method: 'GET', url: '/api/seeView' });
    expect(errorOf(missing)).toMatchObject({ status: 400, field: 'key' });
    const traversal = await t.call({ method: 'GET', url: '/api/seeView', query: { key: '../../etc/passwd' } });
    expect(errorOf(traversal)).toMatchObject({ status: 400, field: 'key' });
  });

  it('lists the file calls in the OpenAPI document with tags and summaries', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    for (const p of [
      '/api/oss/upload/img',
      '/api/oss/upload/file',
      '/api/oss/upload/pdf',
      '/api/encry/upload/img',
      '/api/encry/upload/pdf',
    ]) {
      expect(paths[p]?.post?.tags).toEqual(['files']);
      expect(paths[p]?.post?.summary).toBeTruthy();
    }
    expect(paths['/api/seeView']?.get?.summary).toBeTruthy();
    expect(paths['/api/seeEncryptionView']?.get?.summary).toBeTruthy();
  });
});
