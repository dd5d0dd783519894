import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, approvedCompanyWithLicence, approvedSeal, call, isoDay, type Person } from './market.ts';
import { affirmReceiptAgreement, freshReceipt } from './receipts.ts';
import {
  acceptAgreementsIfAsked,
  expect,
  expectPdfDownload,
  loginWithPassword,
  newIdentity,
  openBrowser,
  PDF_WORK_TIMEOUT,
  pickSelect,
  signContract,
  signIn,
  test,
} from './support.ts';

/** 10 t of methanol the demo buyer's company holds on a receipt of its own, listed whole for 10 t at least. */
async function listTenTonnes(request: APIRequestContext, token: string, stamp: string): Promise<number> {
  const receipt = await freshReceipt(request, token, { product: '甲醇', quantity: '10', batch: `E2E-CD-${stamp}` });
  const listing = await call(request, token, '/sale/bss/save', {
    receiptId: receipt.id,
    quantity: '10',
    unitPrice: '2400.00',
    minQty: '10',
    step: '5',
    deliveryMode: 'transfer',
    validUntil: isoDay(7),
    remark: `E2E contract ${stamp}`,
  });
  return listing.id as number;
}

/**
 * A company's signer for its receipt trades: a sub-account with its own mobile (the demo account's mobile is shared by
 * the journeys running beside this one, and a signing code read from it could be another journey's).
 */
async function receiptSigner(request: APIRequestContext, mainToken: string, lang: 'zh' | 'en'): Promise<Person> {
  const person = { ...newIdentity(lang), password: 'SignerPass123' };
  await call(request, mainToken, '/user/subaccount/save', {
    ...person,
    name: '仓单签约专员',
    permissions: ['contract.sign', 'contract.view', 'receipt.view', 'receipt.trade'],
  });
  return person;
}

/**
 * A receipt order the seller took, which draws its contract up, through the API: a newly certified company with an
 * approved buyer seal applies for the 10 t the demo buyer's company lists, and the seller takes it.
 */
async function takenOrder(request: APIRequestContext, lang: 'zh' | 'en', stamp: string) {
  const buyerPerson = { ...newIdentity(lang), password: 'TraderPass123' };
  const buyerCompany = `${lang === 'zh' ? '南通' : '泰州'}仓单受让化工有限公司${stamp}`;
  const { token: buyerToken } = await approvedCompanyWithLicence(request, buyerPerson, buyerCompany);
  // A company's first receipt action asks it to affirm the receipt agreement.
  await affirmReceiptAgreement(request, buyerToken);
  await approvedSeal(request, buyerToken, 'buyer', buyerPerson.mobile);

  const sellerToken = await apiLogin(request, 'buyer', 'Buyer2026');
  const listingId = await listTenTonnes(request, sellerToken, stamp);
  const applied = await request.post('/api/wr/order/apply', {
    headers: { authorization: `Bearer ${buyerToken}`, 'Idempotency-Key': `e2e-apply-${randomUUID()}` },
    data: { listingId, quantity: '10' },
  });
  const body = await applied.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  const order = body.data as { id: number; orderNo: string };
  await call(request, sellerToken, '/wr/order/take', { id: order.id });
  return { order, buyerPerson, buyerCompany, buyerToken, sellerToken };
}

/**
 * A receipt sale contract signed by both sides in their browsers: the seller takes an order (through the API), which
 * draws the contract up; its signer opens the order, reads the contract (version 1, the platform's terms), re-words the
 * terms — told the unsigned version is replaced — and signs version 2 with the code its phone received; the buyer opens
 * the contract's own page from the notification's link, logs in on the way, signs, and the order waits for payment;
 * a company that is neither side is told the contract is not its own; the seller finds it on 仓单合同 by status and
 * number and downloads the PDF.
 */
test('the seller re-words and signs the receipt sale contract, the buyer signs it by link', async ({
  page,
  browser,
  request,
  t,
  lang,
  lastCaptchaId,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const { order, buyerPerson, buyerCompany, sellerToken } = await takenOrder(request, lang, stamp);
  const signer = await receiptSigner(request, sellerToken, lang);

  // The seller's signer reads the contract drawn up on taking: version 1 with the platform's terms, both to sign.
  await signIn(page, signer.userName, signer.password, `/manage/waitingSellDetails?id=${order.id}`);
  await acceptAgreementsIfAsked(page, 'contract-turn');
  const turn = page.getByTestId('contract-turn');
  await expect(turn).toHaveAttribute('data-stage', 'toSign');
  await expect(turn).toHaveAttribute('data-yours', 'true');
  await expect(page.getByTestId('contract-version')).toHaveAttribute('data-version', '1');
  await expect(page.getByTestId('contract-terms-payment')).toHaveAttribute('data-days', '3');
  await expect(page.getByTestId('contract-pdf')).toHaveAttribute('src', /^blob:/, { timeout: PDF_WORK_TIMEOUT });

  // It re-words the terms, told first that unsigned version 1 gives way to version 2.
  const otherTerms = `${lang === 'zh' ? '过户手续费由买方承担' : 'The buyer bears the transfer fee'} ${stamp}`;
  await page.getByTestId('contract-action-terms').click();
  await expect(page.getByTestId('contract-terms-notice')).toContainText(
    t('receiptContractPage.termsModal.replaces', { version: 1, next: 2 }),
  );
  await page.getByTestId('contract-terms-paymentDays').fill('5');
  await page.getByTestId('contract-terms-transferDays').fill('4');
  await page.getByTestId('contract-terms-otherTerms').fill(otherTerms);
  await page.getByTestId('contract-terms-ok').click();
  await expect(page.getByTestId('contract-terms-ok')).toBeHidden({ timeout: PDF_WORK_TIMEOUT });
  await expect(page.getByTestId('contract-version')).toHaveAttribute('data-version', '2');
  await expect(page.getByTestId('contract-terms-payment')).toHaveAttribute('data-days', '5');
  await expect(page.getByTestId('contract-terms-transfer')).toHaveAttribute('data-days', '4');
  await expect(page.getByTestId('contract-terms-other')).toHaveText(otherTerms);
  const contractNo = ((await page.getByTestId('contract-no').textContent()) ?? '').trim();
  expect(contractNo).toMatch(/-2$/);

  // It signs version 2; the contract now waits for the buyer.
  await signContract(page, signer.mobile, page, 'contract');
  await expect(turn).toHaveAttribute('data-yours', 'false');
  await expect(turn).toContainText(t('receiptContractPage.turn.toSign.waiting', { party: t('receiptContractPage.side.buyer') }));
  const { sellerCompanyName } = await call(request, sellerToken, '/wr/contract/confirm/info', { id: order.id });
  await expect(page.getByTestId('contract-seller-signature')).toContainText(sellerCompanyName);
  await expect(page.getByTestId('contract-action-sign')).toHaveCount(0);

  // The buyer follows the notification's link: it logs in on the way and lands on the contract, its turn to sign.
  const buyer = await openBrowser(browser, lang);
  await buyer.goto(`/warehouseReceiptContract?orderId=${order.id}`);
  await expect(buyer).toHaveURL(/\/login\?redirect=/);
  await loginWithPassword(buyer, t, lastCaptchaId, buyerPerson.userName, buyerPerson.password);
  await expect(buyer).toHaveURL(new RegExp(`/warehouseReceiptContract\\?orderId=${order.id}$`));
  await expect(buyer.getByTestId('contract-your-side')).toHaveAttribute('data-party', 'buyer');
  await expect(buyer.getByTestId('contract-no')).toHaveText(contractNo);
  await expect(buyer.getByTestId('contract-turn')).toHaveAttribute('data-yours', 'true');
  await expect(buyer.getByTestId('contract-buyer-signature')).toHaveText(t('receiptContractPage.notSigned'));
  await expect(buyer.getByTestId('contract-pdf')).toHaveAttribute('src', /^blob:/, { timeout: PDF_WORK_TIMEOUT });
  await signContract(buyer, buyerPerson.mobile, buyer, 'contract');
  await expect(buyer.getByTestId('contract-turn')).toHaveAttribute('data-stage', 'signed');
  await expect(buyer.getByTestId('contract-status')).toHaveAttribute('data-status', 'signed');
  await expect(buyer.getByTestId('contract-buyer-signature')).toContainText(buyerCompany);

  // The order waits for the buyer's payment, on the order's page too.
  await buyer.getByTestId('contract-order-link').click();
  await expect(buyer).toHaveURL(new RegExp(`/manage/waitingbuydetails\\?id=${order.id}$`));
  await expect(buyer.getByTestId('order-status')).toHaveAttribute('data-status', 'signed');
  await expectPdfDownload(buyer, 'contract-action-download');

  // A company that is neither side reads that the contract is not its own.
  const stranger = await openBrowser(browser, lang);
  await signIn(stranger, 'seller', 'Seller2026', `/warehouseReceiptContract?orderId=${order.id}`);
  await expect(stranger.getByTestId('contract-not-yours')).toContainText(t('receiptContractPage.notYours'));

  // The seller's list: its signed contracts, found by number; the row downloads the PDF.
  await page.goto('/manage/warehouseReceiptContractList?party=seller');
  await pickSelect(page, 'contract-list-status', t('contract.status.signed'));
  await page.getByTestId('contract-list-search').getByRole('searchbox').fill(contractNo);
  await page.getByTestId('contract-list-search').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/status=signed/);
  const row = page.getByRole('row').filter({ hasText: contractNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('contract-status')).toHaveAttribute('data-status', 'signed');
  await expect(row.getByTestId('contract-list-turn')).toHaveAttribute('data-stage', 'signed');
  await expect(row.getByTestId('contract-list-order')).toHaveText(order.orderNo);
  // The searched list alone: the row is in the list shown before the search too (the demo seller's other contracts).
  await expect(page.getByTestId('contract-list-download')).toHaveCount(1);
  await expectPdfDownload(page, 'contract-list-download');
});

/**
 * The buyer refuses the contract with its reason (told first that the version is voided for good): its page says the
 * version was voided and why, and that the seller draws it up again; the seller reads the reason and draws version 2,
 * which the buyer's page offers to sign.
 */
test('the buyer refuses the receipt sale contract with its reason, and the seller draws it up again', async ({
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const { order, buyerPerson, sellerToken } = await takenOrder(request, lang, stamp);

  const buyer = await openBrowser(browser, lang);
  await signIn(buyer, buyerPerson.userName, buyerPerson.password, `/warehouseReceiptContract?orderId=${order.id}`);
  const turn = buyer.getByTestId('contract-turn');
  await expect(turn).toHaveAttribute('data-stage', 'toSign');
  const contractNo = ((await buyer.getByTestId('contract-no').textContent()) ?? '').trim();

  const reason = `${lang === 'zh' ? '付款期限太短，请改为 7 天' : 'Too little time to pay: make it 7 days'} ${stamp}`;
  await buyer.getByTestId('contract-action-cancel').click();
  const dialog = buyer.getByRole('dialog');
  await expect(dialog).toContainText(t('receiptContractPage.cancel.refuseTitle', { contractNo }));
  await expect(dialog).toContainText(t('receiptContractPage.cancel.refuseWarning', { version: 1 }));
  await buyer.getByTestId('contract-cancel-reason').fill(reason);
  await buyer.getByTestId('contract-cancel-ok').click();
  await expect(buyer.getByTestId('contract-cancel-ok')).toBeHidden();
  await expect(buyer.getByTestId('contract-cancelled')).toContainText(reason);
  await expect(turn).toHaveAttribute('data-stage', 'toDraw');
  await expect(turn).toContainText(t('receiptContractPage.turn.toDraw.waiting'));
  await expect(buyer.getByTestId('contract-action-sign')).toHaveCount(0);
  await expect(buyer.getByTestId('contract-pdf')).toHaveCount(0);

  // The seller reads why, may draw it up again, and does: version 2 waits for the buyer's signature.
  const seen = await call(request, sellerToken, '/wr/contract/confirm/info', { id: order.id });
  expect(seen.contract).toMatchObject({ version: 1, status: 'cancelled', cancelReason: reason });
  expect(seen.actions).toContain('draw');
  await call(request, sellerToken, '/wr/contract/confirm/template/update', {
    id: order.id,
    paymentDays: 7,
    transferDays: 2,
  });
  await buyer.reload();
  await expect(turn).toHaveAttribute('data-stage', 'toSign');
  await expect(turn).toHaveAttribute('data-yours', 'true');
  await expect(buyer.getByTestId('contract-version')).toHaveAttribute('data-version', '2');
  await expect(buyer.getByTestId('contract-terms-payment')).toHaveAttribute('data-days', '7');
  await expect(buyer.getByTestId('contract-cancelled')).toHaveCount(0);
});
