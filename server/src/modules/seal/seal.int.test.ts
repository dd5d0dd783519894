import { and, desc, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyBmp, tinyPng } from '../../../test/files.ts';
import {
  createCompany,
  createSubAccount,
  createTestApp,
  createUser,
  errorOf,
  lastSmsCode,
  newMobile,
  otherCode,
  solveCaptcha,
  type TestApp,
  tokenFor,
} from '../../../test/harness.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { smsCodes } from '../../platform/sms/tables.ts';
import { approvedSealFor, approvedSealImage } from './approved-seal.ts';
import { sealAuditLogs } from './tables.ts';

type Role = 'buyer' | 'seller' | 'contract';
interface SealView {
  id: number;
  role: Role;
  source: string;
  purpose: string;
  imageKey: string;
  imageUrl: string;
  auditStatus: number;
  auditStatusLabel: string;
  auditReason: string | null;
  inForce: boolean;
  nameOnSeal: string;
  holderMobileMasked: string;
}
interface InfoView {
  active: SealView | null;
  latest: SealView | null;
  pending: SealView | null;
  needsOldCode: boolean;
  mainMobileMasked: string;
  history: SealView[];
  companyName: string;
}

describe('company seals', () => {
  let t: TestApp;
  let operatorToken: string;
  beforeAll(async () => {
    // Every call comes from one address: lift the per-address daily cap of code sending.
    t = await createTestApp({ SMS_DAILY_CAP_PER_IP: 10_000 });
    const operator = await createUser(t, { role: 'operator', name: '运营小李' });
    operatorToken = await tokenFor(t, operator.id);
  });
  afterAll(() => t.close());

  const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

  let companySeq = 0;
  async function owner(auditStatus: 0 | 1 | 2 = 1) {
    companySeq += 1;
    const user = await createUser(t, { name: '主账号' });
    const company = await createCompany(t, user.id, { name: `上海浦江化工有限公司${companySeq}`, auditStatus });
    return { user, company, token: await tokenFor(t, user.id) };
  }

  const info = async (token: string, role: Role, payload?: Record<string, unknown>) => {
    const res = await post(`/company/${role}/seal/info`, token, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as InfoView;
  };
  const sendNew = async (token: string, role: Role, mobile: string) =>
    post(`/company/${role}/seal/send/new/code`, token, { mobile, captchaVerification: await solveCaptcha(t) });
  const sendOld = async (token: string, role: Role) =>
    post(`/company/${role}/seal/send/old/code`, token, { captchaVerification: await solveCaptcha(t) });
  const update = (token: string, role: Role, body: Record<string, unknown>) => post(`/company/${role}/seal/update`, token, body);
  const audit = (role: Role, id: number, approve: boolean, reason?: string) =>
    post(`/company/${role}/seal/audit`, operatorToken, { id, approve, ...(reason ? { reason } : {}) });

  /** Sends the keeper's code (and the main account's when `withOld`) and answers a complete update body. */
  async function codesFor(
    o: { token: string; user: { mobile: string } },
    role: Role,
    { withOld = false, holder = newMobile() } = {},
  ) {
    expect((await sendNew(o.token, role, holder)).statusCode).toBe(200);
    const body: Record<string, unknown> = { source: 'generated', mobile: holder, newCode: await lastSmsCode(t, holder) };
    if (withOld) {
      // Another main-account code within the minute would be refused (resend interval): let it pass.
      await t.ctx.db
        .update(smsCodes)
        .set({ sentAt: new Date(Date.now() - 61_000) })
        .where(eq(smsCodes.mobile, o.user.mobile));
      expect((await sendOld(o.token, role)).statusCode).toBe(200);
      body.oldCode = await lastSmsCode(t, o.user.mobile);
    }
    return body;
  }

  /** A new seal application of the role, checked to be under review. */
  async function apply(o: Awaited<ReturnType<typeof owner>>, role: Role, extra: Record<string, unknown> = {}) {
    const needsOld = (await info(o.token, role)).needsOldCode;
    const res = await update(o.token, role, { ...(await codesFor(o, role, { withOld: needsOld })), ...extra });
    expect(res.statusCode, res.body).toBe(200);
    const seal = res.json().data as SealView;
    expect(seal.auditStatus).toBe(0);
    return seal;
  }

  async function approvedCompany(role: Role) {
    const o = await owner();
    const seal = await apply(o, role);
    expect((await audit(role, seal.id, true)).statusCode).toBe(200);
    return { ...o, seal };
  }

  const pixels = (png: Buffer) => PNG.sync.read(png);

  describe.each(['buyer', 'seller'] as const)('%s seal: happy path', (role) => {
    it('generates a first seal with the keeper’s code only, audits it, and only then it signs', async () => {
      const o = await owner();
      const empty = await info(o.token, role);
      expect(empty).toMatchObject({ active: null, latest: null, pending: null, needsOldCode: false, history: [] });
      expect(empty.mainMobileMasked).toBe(`${o.user.mobile.slice(0, 3)}****${o.user.mobile.slice(-4)}`);

      const holder = newMobile();
      const sent = await sendNew(o.token, role, holder);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ msg: '验证码已发送', data: { resendAfterSeconds: 60 } });
      const res = await update(o.token, role, { source: 'generated', mobile: holder, newCode: await lastSmsCode(t, holder) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().msg).toBe('印章已提交审核');
      const seal = res.json().data as SealView;
      expect(seal).toMatchObject({
        role,
        source: 'generated',
        sourceLabel: '系统生成',
        purpose: 'contract',
        purposeLabel: '合同专用章',
        nameOnSeal: o.company.name,
        auditStatus: 0,
        auditStatusLabel: '审核中',
        inForce: false,
        holderMobileMasked: `${holder.slice(0, 3)}****${holder.slice(-4)}`,
      });
      expect(seal.imageUrl).toBe(`/api/seeEncryptionView?key=${seal.imageKey}&type=png`);

      const pending = await info(o.token, role);
      expect(pending.pending?.id).toBe(seal.id);
      expect(pending.latest?.id).toBe(seal.id);
      expect(pending.active).toBeNull();
      expect(await approvedSealFor(t.ctx.db, o.company.id, role)).toBeNull();

      const approved = await audit(role, seal.id, true);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ msg: '印章已审核通过', data: { auditStatus: 1, inForce: true } });

      const after = await info(o.token, role);
      expect(after.active).toMatchObject({ id: seal.id, auditStatus: 1, auditStatusLabel: '审核通过', inForce: true });
      expect(after.pending).toBeNull();
      expect(after.needsOldCode).toBe(true);
      expect(await approvedSealFor(t.ctx.db, o.company.id, role)).toBe(seal.imageKey);
      // The other role has no seal yet: each role signs with its own.
      const other = role === 'buyer' ? 'seller' : 'buyer';
      expect(await approvedSealFor(t.ctx.db, o.company.id, other)).toBeNull();

      // The company's members see the image; it is a real transparent PNG with red ink.
      const view = await t.call({ method: 'GET', url: seal.imageUrl, token: o.token });
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-type']).toBe('image/png');
      const bytes = await approvedSealImage(t.ctx, o.company.id, role);
      expect(bytes?.equals(view.rawPayload)).toBe(true);
    });
  });

  it('lets one contract seal sign on either side, until a side has an approved seal of its own', async () => {
    const o = await approvedCompany('contract');
    for (const role of ['buyer', 'seller'] as const) {
      expect(await info(o.token, role)).toMatchObject({ active: null, signsWith: { id: o.seal.id, role: 'contract' } });
      expect(await approvedSealFor(t.ctx.db, o.company.id, role)).toBe(o.seal.imageKey);
    }
    const own = await apply(o, 'buyer');
    // Under review, the buyer side still signs with the contract seal; approved, with its own.
    expect(await approvedSealFor(t.ctx.db, o.company.id, 'buyer')).toBe(o.seal.imageKey);
    expect((await audit('buyer', own.id, true)).statusCode).toBe(200);
    expect(await info(o.token, 'buyer')).toMatchObject({ active: { id: own.id }, signsWith: { id: own.id, role: 'buyer' } });
    expect(await approvedSealFor(t.ctx.db, o.company.id, 'buyer')).toBe(own.imageKey);
    expect(await approvedSealFor(t.ctx.db, o.company.id, 'seller')).toBe(o.seal.imageKey);
    expect(await approvedSealFor(t.ctx.db, o.company.id, 'contract')).toBe(o.seal.imageKey);
  });

  it('draws a real PNG: red ink on a transparent background', async () => {
    const o = await approvedCompany('seller');
    const png = pixels((await approvedSealImage(t.ctx, o.company.id, 'seller')) as Buffer);
    expect(png.width).toBe(400);
    expect(png.height).toBe(400);
    const at = (x: number, y: number) => {
      const i = (y * png.width + x) * 4;
      return {
        r: png.data[i] as number,
        g: png.data[i + 1] as number,
        b: png.data[i + 2] as number,
        a: png.data[i + 3] as number,
      };
    };
    for (const [x, y] of [
      [0, 0],
      [399, 0],
      [0, 399],
      [399, 399],
    ] as const) {
      expect(at(x, y).a).toBe(0);
    }
    let red = 0;
    for (let y = 0; y < png.height; y += 1) {
      for (let x = 0; x < png.width; x += 1) {
        const p = at(x, y);
        if (p.a > 200 && p.r > 180 && p.g < 60 && p.b < 80) red += 1;
      }
    }
    // The ring alone covers ≈ 11,800 pixels; the star and the text add more.
    expect(red).toBeGreaterThan(15_000);
    // The centre of the star is ink, the space between star and ring is not.
    expect(at(200, 200)).toMatchObject({ a: 255 });
    expect(at(200, 120).a).toBe(0);
  });

  it('previews the generated seal without storing anything', async () => {
    const o = await owner();
    const res = await post('/company/buyer/seal/preview', o.token, { purpose: 'sales', sealNumber: '3101150012345' });
    expect(res.statusCode, res.body).toBe(200);
    const { nameOnSeal, dataUrl } = res.json().data;
    expect(nameOnSeal).toBe(o.company.name);
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = pixels(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
    expect(png.width).toBe(400);
    expect((await info(o.token, 'buyer')).history).toEqual([]);
  });

  describe('changing a seal', () => {
    it('needs the main account’s code too; the old seal signs until the change is approved', async () => {
      const o = await approvedCompany('seller');
      const first = o.seal;
      const withoutOld = await update(o.token, 'seller', await codesFor(o, 'seller'));
      expect(errorOf(withoutOld)).toMatchObject({ status: 400, field: 'oldCode', msg: '请输入主账号手机收到的验证码' });

      const body = await codesFor(o, 'seller', { withOld: true });
      const sentOld = await t.ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, o.user.mobile));
      expect(sentOld.map((row) => row.purpose)).toContain('seal_seller_old');
      const res = await update(o.token, 'seller', { ...body, purpose: 'sales', sealNumber: '3101150012345' });
      expect(res.statusCode, res.body).toBe(200);
      const second = res.json().data as SealView;
      expect(second).toMatchObject({ purpose: 'sales', sealNumber: '3101150012345', auditStatus: 0 });

      let now = await info(o.token, 'seller');
      expect(now.active?.id).toBe(first.id);
      expect(now.pending?.id).toBe(second.id);
      expect(await approvedSealFor(t.ctx.db, o.company.id, 'seller')).toBe(first.imageKey);

      // Rejected: the seal in force stays, the company reads the reason.
      const rejected = await audit('seller', second.id, false, '印章文字与企业名称不一致');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toMatchObject({ msg: '印章已驳回', data: { auditStatus: 2, inForce: false } });
      now = await info(o.token, 'seller');
      expect(now.latest).toMatchObject({ id: second.id, auditStatus: 2, auditReason: '印章文字与企业名称不一致' });
      expect(now.active?.id).toBe(first.id);
      expect(now.pending).toBeNull();
      expect(await approvedSealFor(t.ctx.db, o.company.id, 'seller')).toBe(first.imageKey);

      // A new application, approved, replaces the first.
      const third = await apply(o, 'seller');
      expect((await audit('seller', third.id, true)).statusCode).toBe(200);
      now = await info(o.token, 'seller');
      expect(now.active?.id).toBe(third.id);
      expect(now.history.map((seal) => [seal.id, seal.auditStatus, seal.inForce])).toEqual([
        [third.id, 1, true],
        [second.id, 2, false],
        [first.id, 1, false],
      ]);
      expect(await approvedSealFor(t.ctx.db, o.company.id, 'seller')).toBe(third.imageKey);
    });

    it('shows the operator the seal a change would replace while it is under review, and none once decided', async () => {
      const o = await approvedCompany('buyer');
      const detail = async (id: number) => {
        const res = await post('/admin/seal/detail', operatorToken, { id });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as SealView & { replaces: SealView | null };
      };
      const change = await apply(o, 'buyer');
      expect(await detail(change.id)).toMatchObject({ auditStatus: 0, replaces: { id: o.seal.id, inForce: true } });
      // The seal in force is not a change: it replaces nothing, and nothing replaces it yet.
      expect(await detail(o.seal.id)).toMatchObject({ auditStatus: 1, inForce: true, replaces: null });

      expect((await audit('buyer', change.id, false, '印章不清晰')).statusCode).toBe(200);
      expect(await detail(change.id)).toMatchObject({ auditStatus: 2, inForce: false, replaces: null });

      const approved = await apply(o, 'buyer');
      expect((await audit('buyer', approved.id, true)).statusCode).toBe(200);
      expect(await detail(approved.id)).toMatchObject({ auditStatus: 1, inForce: true, replaces: null });
      // The first seal, replaced by a later approval, is not said to replace the one now in force.
      expect(await detail(o.seal.id)).toMatchObject({ auditStatus: 1, inForce: false, replaces: null });
    });

    it('takes an uploaded png or jpg of the caller, not another user’s file or a bmp', async () => {
      const o = await owner();
      const stranger = await createUser(t);
      const upload = async (ownerUserId: number, bytes = tinyPng()) =>
        (await storeBytes(t.ctx, { bytes, fileName: 'seal.png', kind: 'img', encrypted: true, ownerUserId })).key;

      const missing = await update(o.token, 'buyer', { ...(await codesFor(o, 'buyer')), source: 'uploaded' });
      expect(errorOf(missing)).toMatchObject({ status: 400, field: 'imageKey', msg: '参数错误：imageKey 请上传印章图片' });
      const foreign = await update(o.token, 'buyer', {
        ...(await codesFor(o, 'buyer')),
        source: 'uploaded',
        imageKey: await upload(stranger.id),
      });
      expect(errorOf(foreign)).toMatchObject({ status: 400, field: 'imageKey', msg: '印章图片须为您上传的 png 或 jpg 图片' });
      const bmp = await update(o.token, 'buyer', {
        ...(await codesFor(o, 'buyer')),
        source: 'uploaded',
        imageKey: await upload(o.user.id, tinyBmp()),
      });
      expect(errorOf(bmp)).toMatchObject({ status: 400, field: 'imageKey' });

      const key = await upload(o.user.id);
      const seal = await apply(o, 'buyer', { source: 'uploaded', imageKey: key });
      expect(seal).toMatchObject({ source: 'uploaded', sourceLabel: '上传印章', imageKey: key });
      expect((await audit('buyer', seal.id, true)).statusCode).toBe(200);
      expect(await approvedSealFor(t.ctx.db, o.company.id, 'buyer')).toBe(key);
    });

    it('lets a sub-account granted company.seal apply, with the main account’s code; others get 403', async () => {
      const o = await approvedCompany('buyer');
      const keeper = await createSubAccount(t, o.company.id, ['company.seal']);
      const keeperToken = await tokenFor(t, keeper.id);
      const holder = newMobile();
      expect((await sendNew(keeperToken, 'buyer', holder)).statusCode).toBe(200);
      const sentOld = await sendOld(keeperToken, 'buyer');
      expect(sentOld.json().data.mobileMasked).toBe(`${o.user.mobile.slice(0, 3)}****${o.user.mobile.slice(-4)}`);
      const res = await update(keeperToken, 'buyer', {
        source: 'generated',
        mobile: holder,
        newCode: await lastSmsCode(t, holder),
        oldCode: await lastSmsCode(t, o.user.mobile),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.submittedByName).toBe(keeper.name);

      const clerk = await createSubAccount(t, o.company.id, ['buy.cart']);
      const clerkToken = await tokenFor(t, clerk.id);
      expect(errorOf(await post('/company/buyer/seal/info', clerkToken))).toMatchObject({ status: 403 });
      expect(errorOf(await sendNew(clerkToken, 'buyer', newMobile()))).toMatchObject({ status: 403 });
      expect(
        errorOf(await update(clerkToken, 'buyer', { source: 'generated', mobile: holder, newCode: '123456' })),
      ).toMatchObject({
        status: 403,
      });
    });

    it('refuses a company that is not certified', async () => {
      const o = await owner(0);
      expect(errorOf(await post('/company/seller/seal/info', o.token))).toMatchObject({ status: 403 });
      expect(errorOf(await sendNew(o.token, 'seller', newMobile()))).toMatchObject({ status: 403 });
    });
  });

  describe('SMS codes', () => {
    it('refuses a wrong keeper code and counts it: the fifth wrong try burns the code', async () => {
      const o = await owner();
      const body = await codesFor(o, 'buyer');
      const wrong = otherCode(body.newCode as string);
      for (let i = 1; i <= 4; i += 1) {
        expect(errorOf(await update(o.token, 'buyer', { ...body, newCode: wrong }))).toMatchObject({
          status: 400,
          field: 'newCode',
          msg: '验证码错误',
        });
      }
      const [row] = await t.ctx.db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, body.mobile as string), eq(smsCodes.purpose, 'seal_buyer_new')))
        .orderBy(desc(smsCodes.id));
      expect(row?.wrongTries).toBe(4);
      expect(errorOf(await update(o.token, 'buyer', { ...body, newCode: wrong }))).toMatchObject({
        field: 'newCode',
        msg: '验证码错误次数过多，请重新获取',
      });
      // Burned: even the right code no longer works.
      expect(errorOf(await update(o.token, 'buyer', body))).toMatchObject({ status: 400, field: 'newCode' });
      expect((await info(o.token, 'buyer')).history).toEqual([]);
    });

    it('refuses an expired code, a code of the other role and a wrong main-account code', async () => {
      const o = await approvedCompany('seller');
      const body = await codesFor(o, 'seller', { withOld: true });

      const wrongOld = await update(o.token, 'seller', { ...body, oldCode: otherCode(body.oldCode as string) });
      expect(errorOf(wrongOld)).toMatchObject({ status: 400, field: 'oldCode', msg: '验证码错误' });

      // A code sent for the seller seal does not change the buyer seal.
      const crossRole = await update(o.token, 'buyer', { source: 'generated', mobile: body.mobile, newCode: body.newCode });
      expect(errorOf(crossRole)).toMatchObject({ status: 400, field: 'newCode', msg: '验证码已失效，请重新获取' });

      await t.ctx.db
        .update(smsCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(smsCodes.mobile, body.mobile as string));
      // The wrong main-account try was counted but did not spend that code; the keeper's code expired.
      const expired = await update(o.token, 'seller', body);
      expect(errorOf(expired)).toMatchObject({ status: 400, field: 'newCode', msg: '验证码已失效，请重新获取' });
      expect((await info(o.token, 'seller')).pending).toBeNull();
    });

    it('asks for the captcha before sending', async () => {
      const o = await owner();
      const res = await post('/company/buyer/seal/send/new/code', o.token, { mobile: newMobile() });
      expect(errorOf(res)).toMatchObject({ status: 400, field: 'captchaVerification' });
    });
  });

  describe('refusals', () => {
    it('answers 401 without login', async () => {
      for (const path of ['info', 'preview', 'send/old/code', 'send/new/code', 'update', 'audit']) {
        const res = await post(`/company/buyer/seal/${path}`, undefined, {});
        expect(res.statusCode, path).toBe(401);
      }
      expect((await post('/admin/seal/audit/list', undefined, {})).statusCode).toBe(401);
    });

    it('answers 404 for another company’s seal', async () => {
      const mine = await owner();
      const theirs = await approvedCompany('buyer');
      expect(errorOf(await post('/company/buyer/seal/info', mine.token, { companyId: theirs.company.id }))).toMatchObject({
        status: 404,
      });
      const image = await t.call({ method: 'GET', url: theirs.seal.imageUrl, token: mine.token });
      expect(image.statusCode).toBe(404);
      // The operator decides a seller seal on the seller path only.
      const sellerSeal = await apply(theirs, 'seller');
      expect(errorOf(await audit('buyer', sellerSeal.id, true))).toMatchObject({ status: 404 });
      expect(errorOf(await post('/admin/seal/detail', operatorToken, { id: 999_999 }))).toMatchObject({ status: 404 });
    });

    it('answers 400 naming the field for invalid input', async () => {
      const o = await owner();
      const good = { source: 'generated', mobile: newMobile(), newCode: '123456' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, mobile: '12345' }, 'mobile'],
        [{ ...good, newCode: '12' }, 'newCode'],
        [{ ...good, oldCode: 'abcdef' }, 'oldCode'],
        [{ ...good, source: 'drawn' }, 'source'],
        [{ ...good, purpose: 'official' }, 'purpose'],
        [{ ...good, sealNumber: '31-01' }, 'sealNumber'],
        [{ ...good, imageKey: 'abc.png' }, 'imageKey'],
        [{ ...good, extra: 1 }, 'extra'],
      ];
      for (const [body, field] of cases) {
        expect(errorOf(await update(o.token, 'buyer', body)), field).toMatchObject({ status: 400, field });
      }
      expect(errorOf(await sendNew(o.token, 'buyer', '1380000'))).toMatchObject({ status: 400, field: 'mobile' });
      expect(errorOf(await post('/company/buyer/seal/info', o.token, { companyId: 'x' }))).toMatchObject({
        status: 400,
        field: 'companyId',
      });
      const seal = await apply(o, 'buyer');
      expect(errorOf(await audit('buyer', seal.id, false))).toMatchObject({
        status: 400,
        field: 'reason',
        msg: '参数错误：reason 驳回时须填写原因',
      });
    });

    it('answers 409 in the wrong state', async () => {
      const o = await owner();
      const seal = await apply(o, 'buyer');
      const again = await update(o.token, 'buyer', { source: 'generated', mobile: newMobile(), newCode: '123456' });
      expect(errorOf(again)).toMatchObject({ status: 409, msg: '印章变更审核中，请等待审核结果后再操作' });
      expect(errorOf(await sendNew(o.token, 'buyer', newMobile()))).toMatchObject({ status: 409 });
      expect(errorOf(await sendOld(o.token, 'buyer'))).toMatchObject({ status: 409 });
      // The other role is not blocked.
      expect((await sendNew(o.token, 'seller', newMobile())).statusCode).toBe(200);

      expect((await audit('buyer', seal.id, true)).statusCode).toBe(200);
      expect(errorOf(await audit('buyer', seal.id, false, '重复'))).toMatchObject({
        status: 409,
        msg: '该印章申请已审核通过，不能重复审核',
      });
      const next = await apply(o, 'buyer');
      expect((await audit('buyer', next.id, false, '模糊')).statusCode).toBe(200);
      expect(errorOf(await audit('buyer', next.id, true))).toMatchObject({
        status: 409,
        msg: '该印章申请已审核未通过，不能重复审核',
      });
    });

    it('keeps the decision to operators', async () => {
      const o = await owner();
      const seal = await apply(o, 'seller');
      const res = await post('/company/seller/seal/audit', o.token, { id: seal.id, approve: true });
      expect(errorOf(res)).toMatchObject({ status: 403 });
      expect(errorOf(await post('/admin/seal/audit/list', o.token, {}))).toMatchObject({ status: 403 });
    });
  });

  it('is listed in /api/docs/json', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = ['/admin/seal/audit/list', '/admin/seal/detail'];
    for (const role of ['buyer', 'seller']) {
      for (const call of ['info', 'preview', 'send/old/code', 'send/new/code', 'update', 'audit']) {
        paths.push(`/company/${role}/seal/${call}`);
      }
    }
    for (const path of paths) expect(docs.paths, path).toHaveProperty([`/api${path}`]);
  });

  describe('operator queue', () => {
    it('lists applications under review first, narrows by status, role and keyword, and shows the trail', async () => {
      const decided = await approvedCompany('buyer');
      const waiting = await owner();
      const seal = await apply(waiting, 'seller', { sealNumber: '123' });

      const res = await post('/admin/seal/audit/list', operatorToken, { current: 1, size: 10 });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data as { records: (SealView & { companyName: string })[]; total: number };
      const firstDecided = page.records.findIndex((row) => row.auditStatus !== 0);
      const lastPending = page.records.map((row) => row.auditStatus).lastIndexOf(0);
      expect(firstDecided === -1 || lastPending < firstDecided).toBe(true);

      const byKeyword = await post('/admin/seal/audit/list', operatorToken, { keyword: waiting.company.name, role: 'seller' });
      expect(byKeyword.json().data.records).toEqual([
        expect.objectContaining({
          id: seal.id,
          companyName: waiting.company.name,
          creditCode: waiting.company.creditCode,
          holderMobile: expect.stringMatching(/^1\d{10}$/),
          auditStatus: 0,
        }),
      ]);
      const approvedOnly = await post('/admin/seal/audit/list', operatorToken, { status: 1, keyword: decided.company.name });
      expect(approvedOnly.json().data.records).toEqual([expect.objectContaining({ id: decided.seal.id, inForce: true })]);

      const detail = await post('/admin/seal/detail', operatorToken, { id: decided.seal.id });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data).toMatchObject({
        id: decided.seal.id,
        inForce: true,
        replaces: null,
        history: [
          { action: 'submit', actionLabel: '提交印章变更', auditStatus: 0, byOperator: false },
          { action: 'approve', actionLabel: '审核通过', auditStatus: 1, byOperator: true, actorName: '运营小李' },
        ],
      });
      const logs = await t.ctx.db.select().from(sealAuditLogs).where(eq(sealAuditLogs.sealId, decided.seal.id));
      expect(logs).toHaveLength(2);
    });
  });
});
