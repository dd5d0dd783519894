import { type MessageKey, translate } from '@hgsc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../../../test/harness.ts';
import { inspectPdf } from '../../../../test/pdf-inspect.ts';
import { approveSeal } from '../../contract/test-kit.ts';
import { party } from '../../warehouse-receipt/test-kit.ts';
import { type DealSides, receiptDealSides, signAs, signingCode, takenOrder } from './test-kit.ts';

const said = (key: MessageKey) => translate(key, 'zh');

/**
 * One 合同专用章 for both sides: a company with a contract seal and no buyer or seller seal signs a sale contract as
 * seller and another as buyer, stamping the same seal; without any seal it is told to set one, either kind.
 */
describe('a company signing with one contract seal on either side', () => {
  let t: TestApp;
  let sides: DealSides;
  let firm: Awaited<ReturnType<typeof party>>;
  beforeAll(async () => {
    t = await createTestApp();
    sides = await receiptDealSides(t);
    firm = await party(t, '一章化工有限公司');
  }, 60_000);
  afterAll(() => t?.close());

  const contractOf = async (token: string, id: number) => {
    const res = await t.call({ method: 'POST', url: '/api/wr/contract/contract/download', token, payload: { id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  it('signs as seller and as buyer with its contract seal, once it has one', async () => {
    // Seller first: it holds and sells; the buyer has its own buyer seal.
    const sold = await takenOrder(t, { ...sides, seller: firm });
    expect(errorOf((await signingCode(t, firm, sold.id)).sent)).toMatchObject({
      status: 409,
      msg: said('contract.sealMissingSeller'),
    });
    await approveSeal(t, firm.company, 'contract', firm.user.id);
    for (const who of [firm, sides.buyer]) {
      const signed = await signAs(t, who, sold.id);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const soldPdf = await inspectPdf(await contractOf(firm.token, sold.id));
    expect(soldPdf.pages.reduce((sum, page) => sum + page.imageCount, 0)).toBeGreaterThanOrEqual(2);

    // Then buyer, from the seller of the deal sides: the same seal signs.
    const bought = await takenOrder(t, { ...sides, buyer: firm });
    for (const who of [firm, sides.seller]) {
      const signed = await signAs(t, who, bought.id);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const info = async (role: 'buyer' | 'seller' | 'contract') =>
      (await t.call({ method: 'POST', url: `/api/company/${role}/seal/info`, token: firm.token })).json().data;
    const contractSeal = (await info('contract')).active;
    expect(contractSeal).toMatchObject({ role: 'contract', inForce: true });
    for (const role of ['buyer', 'seller'] as const)
      expect(await info(role)).toMatchObject({ active: null, signsWith: { id: contractSeal.id, role: 'contract' } });
  });
});
