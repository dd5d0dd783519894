import { ALL_PERMISSION_CODES, type PermissionCode } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../../test/files.ts';
import { createSubAccount, createTestApp, createUser, type TestApp, tokenFor } from '../../../test/harness.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { companyCertificates } from '../certificate/tables.ts';
import { companies, companyFiles } from '../company/tables.ts';
import { subjectColumns } from '../contract/subject.ts';
import { contracts } from '../contract/tables.ts';
import { orderSubject } from '../order/index.ts';
import { orderInvoices } from '../order/invoice/tables.ts';
import { orderPayments } from '../order/payments/tables.ts';
import { contractAccessories } from '../order/sales-contract/accessory/tables.ts';
import { type Buyer, createBuyer, createSellerWithProduct, placeDirect, previewAs, privatePdf } from '../order/test-kit.ts';
import { day } from '../product/test-kit.ts';
import { companySeals } from '../seal/tables.ts';

/**
 * /seeEncryptionView opens a company's private file to who may read the object it belongs to, with that object's
 * permission — not to every member of the company.
 */
describe('private files by the permission of their object', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSellerWithProduct>>;
  let buyer: Buyer;
  let outsider: Buyer;
  let orderId: number;
  let payer: { id: number; token: string };

  /** A party of the file's object: its company, and the codes of which any one admits. */
  type Reader = { company: () => { id: number }; main: () => string; admits: PermissionCode[] };
  type Case = { name: string; key: string; readers: Reader[] };
  const cases: Case[] = [];

  const privateImage = async (ownerUserId: number) =>
    (await storeBytes(t.ctx, { bytes: tinyPng(), fileName: 'scan.png', kind: 'img', encrypted: true, ownerUserId })).key;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSellerWithProduct(t);
    buyer = await createBuyer(t);
    outsider = await createBuyer(t);
    orderId = (await placeDirect(t, buyer, seller.product.id, '1')).id;
    const payerUser = await createSubAccount(t, buyer.company.id, ['finance.pay']);
    payer = { id: payerUser.id, token: await tokenFor(t, payerUser.id) };

    const sellerSide = (admits: PermissionCode[]): Reader => ({
      company: () => seller.company,
      main: () => seller.token,
      admits,
    });
    const buyerSide = (admits: PermissionCode[]): Reader => ({ company: () => buyer.company, main: () => buyer.token, admits });
    const sellerId = seller.user.id;

    const licence = await privateImage(sellerId);
    await t.ctx.db.update(companies).set({ licenseFileKey: licence }).where(eq(companies.id, seller.company.id));
    cases.push({ name: 'the licence', key: licence, readers: [sellerSide(['company.info'])] });

    const document = (await privatePdf(t, sellerId, 'document.pdf')).key;
    await t.ctx.db.insert(companyFiles).values({ companyId: seller.company.id, fileKey: document, uploadedBy: sellerId });
    cases.push({ name: 'a company document', key: document, readers: [sellerSide(['company.info'])] });

    const seal = await privateImage(sellerId);
    await t.ctx.db.insert(companySeals).values({
      companyId: seller.company.id,
      role: 'seller',
      source: 'uploaded',
      purpose: 'contract',
      nameOnSeal: seller.company.name,
      imageKey: seal,
      holderMobile: seller.user.mobile,
      submittedBy: sellerId,
    });
    cases.push({ name: 'a seal image', key: seal, readers: [sellerSide(['company.seal'])] });

    const certificate = await privateImage(sellerId);
    await t.ctx.db.insert(companyCertificates).values({
      companyId: seller.company.id,
      type: 'hazchem_business',
      number: '沪危化经字〔2024〕900001',
      scope: '甲醇',
      validFrom: day(-30),
      validTo: day(300),
      fileKey: certificate,
      auditStatus: 1,
    });
    cases.push({ name: 'a certificate scan', key: certificate, readers: [sellerSide(['company.certificate'])] });

    // Uploaded by a sub-account that may pay but not read orders: who pays and who confirms money, on either side (a
    // refund goes the other way), read it too.
    const proof = await privateImage(payer.id);
    await t.ctx.db.insert(orderPayments).values({
      paymentNo: `PO-FILES-${orderId}`,
      orderId,
      kind: 'payment',
      amount: '1.00',
      status: 'submitted',
      proofKeys: [proof],
      createdBy: payer.id,
      method: 'transfer',
      paidOn: day(0),
    });
    const money: PermissionCode[] = ['finance.pay', 'finance.collect'];
    cases.push({
      name: 'a payment proof',
      key: proof,
      readers: [buyerSide(['buy.order', ...money]), sellerSide(['shop.order', ...money])],
    });

    const generated = await privatePdf(t, sellerId, 'contract.pdf');
    const signed = await privatePdf(t, sellerId, 'contract-signed.pdf');
    const [contract] = await t.ctx.db
      .insert(contracts)
      .values({
        ...subjectColumns(orderSubject(orderId)),
        contractNo: `HT-FILES-${orderId}`,
        version: 1,
        status: 'generated',
        generatedFileKey: generated.key,
        fileKey: signed.key,
        sha256AtGeneration: 'x',
        sha256: 'x',
        generatedAt: new Date(),
        generatedBy: sellerId,
      })
      .returning();
    for (const [name, key] of [
      ['a contract as generated', generated.key],
      ['a contract as signed', signed.key],
    ] as const) {
      cases.push({
        name,
        key,
        readers: [buyerSide(['contract.view', 'contract.sign']), sellerSide(['contract.view', 'contract.sign'])],
      });
    }

    const accessory = (await privatePdf(t, sellerId, 'sds.pdf')).key;
    await t.ctx.db.insert(contractAccessories).values({
      ...subjectColumns(orderSubject(orderId)),
      contractId: contract?.id,
      kind: 'sds',
      name: 'SDS',
      fileKey: accessory,
      party: 'seller',
      companyId: seller.company.id,
      uploadedBy: sellerId,
    });
    cases.push({
      name: 'a contract accessory',
      key: accessory,
      readers: [buyerSide(['contract.view', 'contract.sign']), sellerSide(['contract.view', 'contract.sign'])],
    });

    const invoice = (await privatePdf(t, sellerId, 'invoice.pdf')).key;
    await t.ctx.db.insert(orderInvoices).values({
      orderId,
      type: 'vatNormal',
      invoiceNo: '00000001',
      amount: '1.00',
      issueDate: day(0),
      fileKey: invoice,
      companyId: seller.company.id,
      createdBy: sellerId,
    });
    cases.push({
      name: 'an invoice',
      key: invoice,
      readers: [buyerSide(['buy.order', 'finance.invoice']), sellerSide(['shop.order', 'finance.invoice'])],
    });
  }, 120_000);
  afterAll(() => t?.close());

  const subWith = async (companyId: number, permissions: readonly string[]) =>
    tokenFor(t, (await createSubAccount(t, companyId, [...permissions])).id);

  it('admits each party’s main account and a sub-account holding one of the object’s permissions', async () => {
    for (const { name, key, readers } of cases) {
      for (const reader of readers) {
        expect((await previewAs(t, reader.main(), key)).statusCode, `${name}: main account`).toBe(200);
        for (const code of reader.admits) {
          const token = await subWith(reader.company().id, [code]);
          expect((await previewAs(t, token, key)).statusCode, `${name}: ${code}`).toBe(200);
        }
      }
    }
  });

  it('refuses (404) a member holding every other permission, and another company', async () => {
    for (const { name, key, readers } of cases) {
      for (const reader of readers) {
        const others = ALL_PERMISSION_CODES.filter((code) => !reader.admits.includes(code));
        const token = await subWith(reader.company().id, others);
        expect((await previewAs(t, token, key)).statusCode, `${name}: without ${reader.admits.join('/')}`).toBe(404);
      }
      expect((await previewAs(t, outsider.token, key)).statusCode, `${name}: another company`).toBe(404);
    }
  });

  it('refuses the uploader once the file belongs to an object it may not read', async () => {
    // The payer's upload made a company document, which only company.info reads.
    const document = await privateImage(payer.id);
    await t.ctx.db.insert(companyFiles).values({ companyId: buyer.company.id, fileKey: document, uploadedBy: payer.id });
    expect((await previewAs(t, payer.token, document)).statusCode).toBe(404);
    // Its payment proof it still reads: who pays may see what it paid with.
    const proof = cases.find((c) => c.name === 'a payment proof');
    expect((await previewAs(t, payer.token, proof?.key ?? '')).statusCode).toBe(200);
    // A file not yet attached to anything stays the uploader's.
    const loose = await privateImage(payer.id);
    expect((await previewAs(t, payer.token, loose)).statusCode).toBe(200);
    const stranger = await createUser(t);
    expect((await previewAs(t, await tokenFor(t, stranger.id), loose)).statusCode).toBe(404);
  });
});
