import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { tinyPdf } from '../../server/test/files.ts';
import { apiLogin, approvedCompanyWithLicence, call, demoToken, isoDay, operatorToken, upload } from './market.ts';
import { affirmReceiptAgreement } from './receipts.ts';
import { confirmDialog, expect, newIdentity, openBrowser, shot, signIn, smsCode, test } from './support.ts';

const KEEPER = { userName: 'keeper', password: 'Keeper2026' };
/**
 * The listing's holder: a demo trader per language, so the two languages running side by side never read each other's
 * signing code from the same phone.
 */
const COUNTERPARTY = {
  zh: { userName: 'seller', password: 'Seller2026', mobile: '13800000003' },
  en: { userName: 'buyer', password: 'Buyer2026', mobile: '13800000002' },
} as const;

/**
 * A receipt of `brand` for the holder, as the demo keeper issues one for goods in its stock at SH-CIP-01 and the
 * operator approves it (as receipts.ts freshReceipt, of a brand of the journey's choosing: a swap is of another brand).
 */
async function receiptOfBrand(request: APIRequestContext, holderToken: string, brand: string, batch: string) {
  const keeper = await demoToken(request, KEEPER.userName, KEEPER.password);
  const company = await request.get('/api/company/info', { headers: { authorization: `Bearer ${holderToken}` } });
  const holder = (await company.json()).data as { creditCode: string };
  const [warehouse] = (await call(request, keeper, '/wr/warehouse/select/list', { keyword: 'SH-CIP-01' })) as { id: number }[];
  const products = (await call(request, keeper, '/wr/product/select/list', { keyword: '甲醇' })) as {
    id: number;
    name: string;
  }[];
  const product = products.find((p) => p.name === '甲醇');
  if (!warehouse || !product) throw new Error('the demo has no SH-CIP-01 or no methanol');
  const receipt = await call(request, keeper, '/wr/warehouse/receipt/fast/save', {
    warehouseId: warehouse.id,
    productId: product.id,
    depositorCreditCode: holder.creditCode,
    brand,
    origin: null,
    batchNo: batch,
    packing: 0,
    pieces: 0,
    quantity: '20',
    storageStart: isoDay(0),
    quality: '纯度 99.95%，水分 0.05%',
    qcReportKey: await upload(request, keeper, '/encry/upload/pdf', {
      name: `qc-${batch}.pdf`,
      mimeType: 'application/pdf',
      buffer: tinyPdf(`QC ${batch}`),
    }),
    location: '5 号罐',
    termEnd: isoDay(365),
    lossStandard: '千分之三',
    insurance: null,
  });
  await call(request, await operatorToken(request), '/admin/wr/receipt/approve', { id: receipt.id });
  return { id: receipt.id as number, receiptNo: receipt.receiptNo as string };
}

/** 接受报价并签署 / 会签: the dialog sends the code to the signer's phone; the code read from the outbox signs. */
async function signWithCode(page: Page, mode: 'accept' | 'sign', mobile: string) {
  await page.getByTestId(`exchange-${mode}`).click();
  const previous = await page.request
    .get(`/__e2e/sms?mobile=${mobile}`)
    .then((r) => r.json())
    .then((b) => b.code as string | null);
  await page.getByTestId('sign-send-code').click();
  await page.getByTestId('sign-code').fill(await smsCode(page.request, mobile, previous ?? undefined));
  await confirmDialog(page, `exchange-${mode}-ok`);
}

/**
 * A receipt exchange (仓单串换) from request to settlement, each party in its own browser: a newly certified company
 * holding 20 t of methanol of one brand asks, from the market's listing page, to swap it for 20 t of another brand a
 * demo trader listed at the same warehouse; the trader quotes a premium of ¥15/t (¥300, the applicant pays); the
 * applicant accepts with its SMS code and the trader countersigns with its own; the trader confirms the premium
 * arrived; the demo keeper (of both parts) confirms the endorsement, which settles the swap: the applicant reads it
 * settled and holds the listed receipt.
 */
test('exchange a receipt for a listed one of another brand: quote, sign, premium, endorsement', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const person = { ...newIdentity(lang), password: 'TraderPass123' };
  const { token } = await approvedCompanyWithLicence(
    request,
    person,
    `${lang === 'zh' ? '扬州' : '泰州'}串换化工有限公司${stamp}`,
  );
  await affirmReceiptAgreement(request, token);
  const mine = await receiptOfBrand(request, token, '兖矿国宏', `E2E-XA-${lang}-${stamp}`);
  const holder = COUNTERPARTY[lang];
  const holderToken = await apiLogin(request, holder.userName, holder.password);
  await affirmReceiptAgreement(request, holderToken);
  const theirs = await receiptOfBrand(request, holderToken, '中煤远大', `E2E-XB-${lang}-${stamp}`);
  const listing = await call(request, holderToken, '/sale/bss/save', {
    receiptId: theirs.id,
    quantity: '20',
    unitPrice: '2300.00',
    minQty: '10',
    step: '5',
    deliveryMode: 'transfer',
    validUntil: isoDay(7),
    remark: `E2E exchange ${randomUUID().slice(0, 6)}`,
  });

  // The applicant asks from the listing's page: its own receipt, the whole 20 t by default.
  await signIn(page, person.userName, person.password, `/receiptMarket/${listing.id}`);
  await page.getByTestId('rm-exchange').click();
  await expect(page).toHaveURL(new RegExp(`/manage/newExchangeDetails\\?listingId=${listing.id}$`));
  await page.getByTestId('exchange-new-receipt').click();
  await page.locator('.ant-select-dropdown:visible').getByText(mine.receiptNo).click();
  await expect(page.getByTestId('exchange-new-quantity')).toHaveValue('20');
  await page.getByTestId('exchange-new-remark').fill(`E2E ${stamp}`);
  await shot(page, `${lang}-1-new`);
  await page.getByTestId('exchange-new-submit').click();
  await expect(page).toHaveURL(/\/manage\/exchangedetails\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const exchangeNo = ((await page.getByTestId('exchange-no').textContent()) ?? '').trim();
  await expect(page.getByTestId('exchange-turn')).toHaveAttribute('data-turn', 'other');
  await expect(page.getByTestId('exchange-source-receipt')).toContainText(mine.receiptNo);

  // The listing's holder quotes ¥15/t in its own browser: the dialog shows the total and who pays it.
  const seller = await openBrowser(browser, lang);
  await signIn(seller, holder.userName, holder.password, `/manage/orderexchangetoApplydetails?id=${id}`);
  await expect(seller.getByTestId('exchange-turn')).toHaveAttribute('data-turn', 'you');
  await seller.getByTestId('exchange-quote').click();
  await seller.getByTestId('exchange-quote-premium').fill('15');
  await expect(seller.getByTestId('exchange-quote-total')).toContainText('300.00');
  await shot(seller, `${lang}-2-quote`);
  await confirmDialog(seller, 'exchange-quote-ok');
  await expect(seller.getByTestId('exchange-turn')).toHaveAttribute('data-turn', 'other');

  // The applicant accepts with its SMS code: the listed part is split off for it.
  await page.reload();
  await expect(page.getByTestId('exchange-turn')).toHaveAttribute('data-turn', 'you');
  await expect(page.getByTestId('exchange-premium')).toContainText('300.00');
  await shot(page, `${lang}-3-accept`);
  await signWithCode(page, 'accept', person.mobile);
  await expect(page.getByTestId('exchange-turn')).toHaveAttribute('data-turn', 'other');
  const target = ((await page.getByTestId('exchange-target-receipt').textContent()) ?? '').trim();
  expect(target).toMatch(/^WR\d+/);

  // The holder countersigns, then confirms the ¥300 arrived.
  await seller.reload();
  await signWithCode(seller, 'sign', holder.mobile);
  await expect(seller.getByTestId('exchange-turn-text')).toContainText('300.00');
  await shot(seller, `${lang}-4-collect`);
  await seller.getByTestId('exchange-collectPremium').click();
  await confirmDialog(seller, 'exchange-collect-confirm');
  await expect(seller.getByTestId('exchange-collectPremium')).toHaveCount(0);

  // The keeper of both parts confirms the endorsement from its inbox: one confirmation settles the swap.
  const keeper = await openBrowser(browser, lang);
  await signIn(keeper, KEEPER.userName, KEEPER.password, '/manage/orderReceiv?kind=exchange');
  const row = keeper.getByRole('row').filter({ hasText: target });
  await expect(row.getByTestId(`exchange-confirm-${id}`)).toBeVisible();
  await shot(keeper, `${lang}-5-keeper`);
  await row.getByTestId(`exchange-confirm-${id}`).click();
  await confirmDialog(keeper, 'exchange-confirm-ok');
  await expect(row).toHaveCount(0);

  // The applicant reads it settled and holds the listed receipt.
  await page.reload();
  await expect(page.getByTestId('exchange-status')).toHaveText(t('exchangeStatus.settled'));
  await expect(page.getByTestId('exchange-turn')).toHaveAttribute('data-turn', 'none');
  await shot(page, `${lang}-6-settled`);
  await page.goto('/manage/myexchange');
  const listed = page.getByRole('row').filter({ hasText: exchangeNo });
  await expect(listed.getByTestId('exchange-row-status')).toHaveText(t('exchangeStatus.settled'));
  await shot(page, `${lang}-7-list`);
  await page.goto('/manage/warehouseReceiptList');
  await expect(page.getByTestId('wr-receipts-list').getByRole('row').filter({ hasText: target })).toHaveCount(1);

  // With E2E_SHOTS, the operator's list and drawer are looked at too (the journey itself ends above).
  if (process.env.E2E_SHOTS) {
    const operator = await openBrowser(browser, lang);
    await signIn(operator, 'operator', 'Operator2026', '/admin/wr/exchanges');
    await expect(operator.getByTestId('admin-menu')).toBeVisible();
    await operator.getByRole('row').filter({ hasText: exchangeNo }).getByRole('button').first().click();
    await expect(operator.getByTestId('exchange-admin-drawer').getByTestId('exchange-no')).toHaveText(exchangeNo);
    await shot(operator, `${lang}-8-admin`);
  }
});
