import { createHash, verify as cryptoVerify, X509Certificate } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../../test/files.ts';
import { createSubAccount, createTestApp, errorOf, type TestApp, tokenFor } from '../../../../test/harness.ts';
import { inspectPdf } from '../../../../test/pdf-inspect.ts';
import { sha256Hex } from '../../../platform/pdf/index.ts';
import { aboutOrder, orderSubject } from '../../order/index.ts';
import {
  type Buyer,
  createBuyer,
  createSellerWithProduct,
  orderCall,
  placeDirect,
  type Seller,
  signContract,
} from '../../order/test-kit.ts';
import { contracts } from '../tables.ts';
import { approveSeal } from '../test-kit.ts';
import { platformSigningKey } from './platform-signer.ts';
import { recordContractEvidence } from './record.ts';
import { contractEvidence, contractSignedDocuments } from './tables.ts';
import { verifyEvidenceChain } from './verify-chain.ts';

let t: TestApp;
let buyer: Buyer;
let seller: Seller & { product: { id: number } };
let stranger: Buyer;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createBuyer(t);
  stranger = await createBuyer(t);
  seller = await createSellerWithProduct(t, { stock: '1000.0000', price: '2500.00' });
  await approveSeal(t, buyer.company, 'buyer', buyer.user.id);
  await approveSeal(t, seller.company, 'seller', seller.user.id);
}, 60_000);
afterAll(async () => t?.close());

const call = (token: string, path: string, payload: Record<string, unknown>) => orderCall(t, token, path, payload);
const evidenceOf = async (token: string, id: number) => {
  const res = await call(token, 'contract/evidence/list', { id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    entries: { seq: number; event: string; eventLabel: string; party: string | null; ip: string | null; hash: string }[];
    intact: boolean;
    brokenAt: number | null;
    message: string;
    headHash: string | null;
  };
};
const verifyFile = (data: Buffer, headers: Record<string, string> = {}) => {
  const body = multipart({ filename: 'contract.pdf', contentType: 'application/pdf', data });
  return t.call({
    method: 'POST',
    url: '/api/contract/verify/file',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
const verifyCode = (contractNo: string, code: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/contract/verify', payload: { contractNo, code }, headers });

/** An order signed by both through the real calls, and its final PDF as the buyer downloads it. */
async function signedOrder() {
  const order = await placeDirect(t, buyer, seller.product.id, '1');
  await signContract(t, order.id, { buyer, seller });
  const download = await call(buyer.token, 'contract/download', { id: order.id });
  expect(download.statusCode).toBe(200);
  return { order, pdf: download.rawPayload };
}

/**
 * An independent check of the PDF signature (not the server's checkPdfSignature): /ByteRange and
 * /Contents read from the bytes, the CMS parsed with node-forge, the message digest compared with
 * the SHA-256 of the two ranges, and the signature over the signed attributes verified with the
 * given certificate's public key.
 */
function verifyPdfSignatureWith(pdf: Buffer, certificate: Buffer) {
  const text = pdf.toString('latin1');
  const match = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  if (!match) return { found: false } as const;
  const [a, b, c, d] = [1, 2, 3, 4].map((i) => Number(match[i])) as [number, number, number, number];
  const contents = text.slice(a + b, c);
  const der = Buffer.from(contents.slice(1, -1), 'hex');
  const p7 = forge.pkcs7.messageFromAsn1(
    (forge.asn1.fromDer as unknown as (s: string, o: object) => forge.asn1.Asn1)(der.toString('binary'), {
      parseAllBytes: false,
    }),
  ) as unknown as { rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string } };
  const attributes = p7.rawCapture.authenticatedAttributes;
  const digestAttr = attributes.find(
    (attr) => forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]?.value as string) === forge.pki.oids.messageDigest,
  );
  if (!digestAttr) throw new Error('no message digest attribute');
  const digestSet = (digestAttr.value as forge.asn1.Asn1[])[1] as forge.asn1.Asn1;
  const messageDigest = Buffer.from((digestSet.value as forge.asn1.Asn1[])[0]?.value as string, 'binary');
  const rangeDigest = createHash('sha256')
    .update(pdf.subarray(a, a + b))
    .update(pdf.subarray(c, c + d))
    .digest();
  const signedAttrs = Buffer.from(
    forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes)).getBytes(),
    'binary',
  );
  const signature = Buffer.from(p7.rawCapture.signature, 'binary');
  return {
    found: true,
    wholeFile: a === 0 && c + d === pdf.length,
    contentsIsHex: /^<[0-9a-f]+>$/i.test(contents),
    digestMatches: messageDigest.equals(rangeDigest),
    signatureValid: cryptoVerify('sha256', signedAttrs, new X509Certificate(certificate).publicKey, signature),
  } as const;
}

describe('contract evidence: the trail, the sealed PDF and its verification', () => {
  it("evidences the page's preview as one viewing, and only a chosen download as 下载合同", async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await signContract(t, order.id, { buyer, seller });
    const eventsAfterSigning = (await evidenceOf(buyer.token, order.id)).entries.length;
    for (let shown = 0; shown < 3; shown += 1) {
      const preview = await call(buyer.token, 'contract/download', { id: order.id, preview: true });
      expect(preview.headers['content-type']).toBe('application/pdf');
    }
    await call(buyer.token, 'contract/download', { id: order.id });
    const added = (await evidenceOf(buyer.token, order.id)).entries.slice(eventsAfterSigning);
    expect(added.map((e) => [e.event, e.party])).toEqual([
      ['viewed', 'buyer'],
      ['downloaded', 'buyer'],
    ]);
  });

  it('records every event of the contract in a chain both parties see, and nobody else', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await signContract(t, order.id, { buyer, seller });
    await call(seller.token, 'contract/download', { id: order.id });

    const trail = await evidenceOf(buyer.token, order.id);
    expect(trail.entries.map((e) => e.event)).toEqual([
      'generated',
      'codeSent',
      'signed',
      'codeSent',
      'signed',
      'sealed',
      'downloaded',
    ]);
    expect(trail.entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(trail.entries.map((e) => e.party)).toEqual(['seller', 'seller', 'seller', 'buyer', 'buyer', 'buyer', 'seller']);
    expect(trail.entries[0]?.eventLabel).toBe('生成合同');
    expect(trail.entries[2]?.ip).toBeTruthy();
    expect(trail).toMatchObject({ intact: true, brokenAt: null, message: '证据链完整，未被篡改' });
    expect(trail.headHash).toBe(trail.entries.at(-1)?.hash);
    expect((await evidenceOf(seller.token, order.id)).entries).toHaveLength(7);

    // English labels; no login; another company; a sub-account without contract.view; a bad id.
    const en = await t.call({
      method: 'POST',
      url: '/api/order/contract/evidence/list',
      token: buyer.token,
      payload: { id: order.id },
      headers: { language: 'en' },
    });
    expect(en.json().data.entries[0].eventLabel).toBe('Contract generated');
    expect(
      errorOf(await t.call({ method: 'POST', url: '/api/order/contract/evidence/list', payload: { id: order.id } })).status,
    ).toBe(401);
    expect(errorOf(await call(stranger.token, 'contract/evidence/list', { id: order.id })).status).toBe(404);
    const clerk = await createSubAccount(t, buyer.company.id, ['buy.order']);
    expect(errorOf(await call(await tokenFor(t, clerk.id), 'contract/evidence/list', { id: order.id })).status).toBe(403);
    expect(errorOf(await call(buyer.token, 'contract/evidence/list', { id: 'x' })).status).toBe(400);
  });

  it('records a share, a viewing, a withdrawal by the seller and a refusal by the buyer', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    expect((await call(buyer.token, 'share', { id: order.id })).statusCode).toBe(200);
    // The contract page read twice in a row is one viewing.
    expect((await call(buyer.token, 'contract/update/list', { id: order.id })).statusCode).toBe(200);
    expect((await call(buyer.token, 'contract/update/list', { id: order.id })).statusCode).toBe(200);
    expect((await call(seller.token, 'cancelContract', { id: order.id, reason: '价格有误' })).statusCode).toBe(200);
    expect((await call(seller.token, 'contract/generate', { id: order.id })).statusCode).toBe(200);
    expect((await call(buyer.token, 'cancelContract', { id: order.id, reason: '不同意条款' })).statusCode).toBe(200);
    const trail = await evidenceOf(seller.token, order.id);
    expect(trail.entries.map((e) => [e.event, e.party])).toEqual([
      ['generated', 'seller'],
      ['shared', 'buyer'],
      ['viewed', 'buyer'],
      ['cancelled', 'seller'],
      ['generated', 'seller'],
      ['refused', 'buyer'],
    ]);
    expect(trail.intact).toBe(true);
  });

  it('keeps one unbroken chain when many writers append to one order at once', async () => {
    const order = await placeDirect(t, buyer, seller.product.id, '1');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordContractEvidence(t.ctx.db, {
          contractId: null,
          subject: orderSubject(order.id),
          event: 'viewed',
          actorUserId: buyer.user.id,
          companyId: buyer.company.id,
          ip: `10.0.0.${i}`,
          detail: { n: i },
        }),
      ),
    );
    const check = await verifyEvidenceChain(t.ctx.db, orderSubject(order.id));
    expect(check).toMatchObject({ intact: true, count: 12 });
    expect(check.entries.map((e) => e.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('refuses to change or remove an entry; one changed behind its back breaks the chain at that entry', async () => {
    const { order } = await signedOrder();
    const before = await verifyEvidenceChain(t.ctx.db, orderSubject(order.id));
    expect(before.intact).toBe(true);
    const target = before.entries[2];
    if (!target) throw new Error('no third entry');
    // The table is append-only: the trigger refuses UPDATE and DELETE.
    await expect(
      t.ctx.db.update(contractEvidence).set({ ip: '1.2.3.4' }).where(eq(contractEvidence.id, target.id)),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(contractEvidence).where(eq(contractEvidence.id, target.id))).rejects.toThrow();

    // Someone with the database owner's rights switches the trigger off and rewrites the signer's IP.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE contract_evidence DISABLE TRIGGER contract_evidence_no_change`);
      await tx.update(contractEvidence).set({ ip: '1.2.3.4' }).where(eq(contractEvidence.id, target.id));
      await tx.execute(sql`ALTER TABLE contract_evidence ENABLE TRIGGER contract_evidence_no_change`);
    });
    const after = await verifyEvidenceChain(t.ctx.db, orderSubject(order.id));
    expect(after).toMatchObject({ intact: false, brokenAt: target.seq });
    const trail = await evidenceOf(buyer.token, order.id);
    expect(trail).toMatchObject({ intact: false, brokenAt: target.seq, message: `证据链第 ${target.seq} 条记录已被篡改` });

    // Recomputing the changed entry's hash does not help: the next entry's link no longer matches.
    const { evidenceHash } = await import('./chain.ts');
    const rewritten = { ...target, ip: '1.2.3.4' };
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE contract_evidence DISABLE TRIGGER contract_evidence_no_change`);
      await tx
        .update(contractEvidence)
        .set({ hash: evidenceHash(rewritten) })
        .where(eq(contractEvidence.id, target.id));
      await tx.execute(sql`ALTER TABLE contract_evidence ENABLE TRIGGER contract_evidence_no_change`);
    });
    expect(await verifyEvidenceChain(t.ctx.db, orderSubject(order.id))).toMatchObject({
      intact: false,
      brokenAt: target.seq + 1,
    });
  });

  it('signs the final PDF (PAdES) with the platform certificate over the byte range, with an evidence page', async () => {
    const { order, pdf } = await signedOrder();
    const key = await platformSigningKey(t.ctx);
    const check = verifyPdfSignatureWith(pdf, key.certificate);
    expect(check).toEqual({ found: true, wholeFile: true, contentsIsHex: true, digestMatches: true, signatureValid: true });
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    // The platform certificate is issued by the platform's own CA.
    const [ca] = key.chain;
    if (!ca) throw new Error('no CA in the chain');
    expect(new X509Certificate(key.certificate).verify(new X509Certificate(ca).publicKey)).toBe(true);

    // The 'sealed' entry of the trail carries the final PDF's SHA-256.
    const [sealedEntry] = await t.ctx.db
      .select()
      .from(contractEvidence)
      .where(and(aboutOrder(contractEvidence, order.id), eq(contractEvidence.event, 'sealed')));
    expect(sealedEntry?.detail.sha256).toBe(sha256Hex(pdf));
    const inspected = await inspectPdf(pdf);
    const last = inspected.pages.at(-1);
    expect(last?.text).toContain('电子签署证据页');
    expect(last?.text).toContain(buyer.company.name);
    expect(last?.text).toContain(seller.company.name);
    expect(last?.imageCount).toBe(0);
    expect(inspected.pages.reduce((n, p) => n + p.imageCount, 0)).toBe(2);
    const [signed] = await t.ctx.db
      .select()
      .from(contractSignedDocuments)
      .where(eq(contractSignedDocuments.sha256, sha256Hex(pdf)));
    expect(signed).toBeDefined();
    expect(last?.text).toContain(signed?.verificationCode.match(/.{4}/g)?.join('-'));
    expect(signed?.certificateSha256).toBe(key.certificateSha256);

    // One changed byte: the digest no longer matches.
    const altered = Buffer.from(pdf);
    altered[2000] = (altered[2000] as number) ^ 0x01;
    expect(verifyPdfSignatureWith(altered, key.certificate)).toMatchObject({ digestMatches: false });
  });

  it('answers original for the signed PDF and altered for a copy with one byte changed', async () => {
    const { order, pdf } = await signedOrder();
    const res = await verifyFile(pdf);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      original: true,
      reason: null,
      message: '该文件是平台签署的合同原件，未被修改',
      orderNo: order.orderNo,
      sha256: sha256Hex(pdf),
    });
    expect(result.signers.map((s: { party: string; companyName: string }) => [s.party, s.companyName])).toEqual([
      ['seller', seller.company.name],
      ['buyer', buyer.company.name],
    ]);
    expect(result.certificate.subject).toContain('HGSC Electronic Contract Seal');

    for (const position of [3000, Math.floor(pdf.length / 2), pdf.length - 20]) {
      const altered = Buffer.from(pdf);
      altered[position] = (altered[position] as number) ^ 0x01;
      const answer = (await verifyFile(altered)).json().data;
      expect(answer, `byte ${position}`).toMatchObject({ original: false, reason: 'altered', signers: [] });
      expect(answer.message).toBe('该文件已被修改，不是平台签署的合同原件');
    }
    // A changed byte inside /Contents, outside the signed range (here in the certificates the CMS carries).
    const contentsAt = pdf.toString('latin1').lastIndexOf('/Contents <') + '/Contents <'.length + 200;
    const inContents = Buffer.from(pdf);
    inContents[contentsAt] = inContents[contentsAt] === 0x30 ? 0x31 : 0x30;
    expect((await verifyFile(inContents)).json().data).toMatchObject({ original: false, reason: 'altered' });
    // … or in the zero padding after the CMS.
    const paddingAt = pdf.toString('latin1').indexOf('>', contentsAt) - 1;
    const inPadding = Buffer.from(pdf);
    inPadding[paddingAt] = 0x31;
    expect((await verifyFile(inPadding)).json().data).toMatchObject({ original: false, reason: 'altered' });
    // Bytes appended after the signature (an incremental update) are an alteration too.
    const appended = (await verifyFile(Buffer.concat([pdf, Buffer.from('\n% later\n')]))).json().data;
    expect(appended).toMatchObject({ original: false, reason: 'altered' });

    // The PDF as generated carries no platform signature; not a PDF at all is refused (415); English answers.
    const unsigned = await placeDirect(t, buyer, seller.product.id, '1');
    await call(seller.token, 'contract/generate', { id: unsigned.id });
    const draft = (await call(seller.token, 'contract/download', { id: unsigned.id })).rawPayload;
    expect((await verifyFile(draft)).json().data).toMatchObject({ original: false, reason: 'notSigned' });
    expect((await verifyFile(Buffer.from('hello'))).statusCode).toBe(415);
    expect((await verifyFile(pdf, { language: 'en' })).json().data.message).toBe(
      'This file is the original contract signed on the platform, unaltered',
    );
  });

  it('checks a contract number with its code; wrong codes are refused alike and throttled', async () => {
    const { order } = await signedOrder();
    const [row] = await t.ctx.db
      .select({ code: contractSignedDocuments.verificationCode, contractNo: contracts.contractNo })
      .from(contractSignedDocuments)
      .innerJoin(contracts, eq(contracts.id, contractSignedDocuments.contractId))
      .where(aboutOrder(contracts, order.id));
    if (!row) throw new Error('not sealed');
    expect(row.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

    // As printed (grouped), in lower case: accepted.
    const grouped = row.code.match(/.{4}/g)?.join('-').toLowerCase() ?? '';
    const ok = await verifyCode(row.contractNo, grouped);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ original: true, contractNo: row.contractNo, orderNo: order.orderNo });
    expect(ok.json().data.signers).toHaveLength(2);

    const wrong = errorOf(await verifyCode(row.contractNo, 'AAAA-BBBB-CCCC-DDDD'));
    expect(wrong).toMatchObject({ status: 404, msg: '合同编号或验证码不正确' });
    expect(errorOf(await verifyCode('HT000-1', row.code))).toMatchObject({ status: 404, msg: '合同编号或验证码不正确' });
    expect(
      errorOf(await t.call({ method: 'POST', url: '/api/contract/verify', payload: { contractNo: row.contractNo } })).status,
    ).toBe(400);

    // Five wrong tries per contract number and per address in the window; then even the right code waits.
    for (let i = 0; i < 3; i += 1) expect((await verifyCode(row.contractNo, 'AAAA-BBBB-CCCC-DDDD')).statusCode).toBe(404);
    const throttled = errorOf(await verifyCode(row.contractNo, row.code));
    expect(throttled.status).toBe(429);
    expect(throttled.msg).toMatch(/^验证次数过多，请 \d+ 秒后再试$/);
  });

  it('lists the evidence and verification calls in /api/docs/json', async () => {
    const paths = (await t.call({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['/order/contract/evidence/list', '/contract/verify', '/contract/verify/file']) {
      expect(paths[`/api${path}`] ?? paths[path], path).toBeDefined();
    }
  });
});
