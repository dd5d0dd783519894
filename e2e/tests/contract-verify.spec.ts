import type { APIRequestContext } from '@playwright/test';
import { inspectPdf } from '../../server/test/pdf-inspect.ts';
import { buyerWithSeal, call, sellerWithProduct } from './market.ts';
import { expect, loginWithPassword, newIdentity, openBrowser, smsCode, test } from './support.ts';

/** Signs the order's contract for one party through the API, with the code its phone received. */
async function signByApi(request: APIRequestContext, token: string, mobile: string, orderId: number) {
  const previous = await request
    .get(`/__e2e/sms?mobile=${mobile}`)
    .then((r) => r.json())
    .then((b) => b.code as string | null);
  await call(request, token, '/order/send/sms/sign/code', { id: orderId });
  await call(request, token, '/order/sign/contract', {
    id: orderId,
    code: await smsCode(request, mobile, previous ?? undefined),
  });
}

test('a signed contract’s PDF is accepted by the public verification page, a one-byte-altered copy is reported altered', async ({
  page,
  browser,
  t,
  lang,
  lastCaptchaId,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const sellerPerson = { ...newIdentity(lang), password: 'SellerPass123' };
  const buyerPerson = { ...newIdentity(lang), password: 'BuyerPass123' };
  const sellerCompany = `${lang === 'zh' ? '扬州' : '泰州'}核验石化有限公司${stamp}`;
  const buyerCompany = `${lang === 'zh' ? '湖州' : '台州'}核验化纤有限公司${stamp}`;
  const seller = await sellerWithProduct(page.request, sellerPerson, {
    company: sellerCompany,
    shop: `核验石化旗舰店${stamp}${lang}`,
    product: `乙二醇 核验E2E${stamp}${lang}`,
  });
  const buyer = await buyerWithSeal(page.request, buyerPerson, buyerCompany);

  // Set up by API (the trade-loop journey walks these pages): ordered, generated, signed by both.
  const placed = await call(page.request, buyer.token, '/order/direct/putorder', {
    productId: seller.productId,
    quantity: '2',
    deliveryMode: 'pickup',
  });
  const orderId = placed.orders[0].id as number;
  const contract = await call(page.request, seller.token, '/order/contract/generate', { id: orderId });
  await signByApi(page.request, seller.token, sellerPerson.mobile, orderId);
  await signByApi(page.request, buyer.token, buyerPerson.mobile, orderId);
  const download = await page.request.post('/api/order/contract/download', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { id: orderId },
  });
  expect(download.headers()['content-type']).toContain('application/pdf');
  const pdf = Buffer.from(await download.body());
  // The last page: the evidence page with the verification code (text only; the seals are the only images).
  const inspected = await inspectPdf(pdf);
  const lastPage = inspected.pages.at(-1)?.text ?? '';
  expect(lastPage).toContain('电子签署证据页');
  expect(inspected.pages.reduce((n, p) => n + p.imageCount, 0)).toBe(2);
  const code = /验证码：([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(lastPage)?.[1] ?? '';
  expect(code).not.toBe('');

  // The buyer sees the evidence trail on the contract page: intact, ending with the platform's signature.
  await page.goto(`/login?redirect=${encodeURIComponent(`/manage/buyercontractinfo?orderId=${orderId}`)}`);
  await loginWithPassword(page, t, lastCaptchaId, buyerPerson.userName, buyerPerson.password);
  const trail = page.getByTestId('contract-evidence');
  await expect(trail.getByTestId('evidence-intact')).toHaveText(t('evidencePage.intact'));
  await expect(trail.getByTestId('evidence-event-generated')).toContainText(t('evidence.event.generated'));
  await expect(trail.getByTestId('evidence-event-signed')).toHaveCount(2);
  await expect(trail.getByTestId('evidence-event-sealed')).toContainText(t('evidence.event.sealed'));

  // A visitor (no login) checks the file at the verification page the evidence page names.
  const visitor = await openBrowser(browser, lang);
  await visitor.goto('/contractVerify');
  await expect(visitor.getByText(t('verifyPage.intro'))).toBeVisible();
  await visitor.getByTestId('verify-tab-file').click();
  const original = testInfo.outputPath('contract.pdf');
  const altered = testInfo.outputPath('contract-altered.pdf');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(original, pdf);
  const changed = Buffer.from(pdf);
  const at = Math.floor(pdf.length / 3);
  changed[at] = (changed[at] as number) ^ 0x01;
  await writeFile(altered, changed);

  const fileInput = visitor.locator('input[type=file]');
  await fileInput.setInputFiles(original);
  const result = visitor.getByTestId('verify-result');
  await expect(result).toHaveAttribute('data-original', 'true');
  await expect(result.getByTestId('verify-result-message')).toHaveText(t('contractVerify.original'));
  await expect(result).toContainText(contract.contractNo);
  await expect(result.getByTestId('verify-signers')).toContainText(sellerCompany);
  await expect(result.getByTestId('verify-signers')).toContainText(buyerCompany);

  await fileInput.setInputFiles(altered);
  await expect(result).toHaveAttribute('data-original', 'false');
  await expect(result).toHaveAttribute('data-reason', 'altered');
  await expect(result.getByTestId('verify-result-message')).toHaveText(t('contractVerify.altered'));

  // By number and code, as printed on the last page (a wrong code is refused).
  await visitor.getByTestId('verify-tab-code').click();
  await visitor.getByTestId('verify-contract-no').fill(contract.contractNo);
  await visitor.getByTestId('verify-code').fill('AAAA-BBBB-CCCC-DDDD');
  await visitor.getByTestId('verify-submit').click();
  await expect(visitor.getByText(t('contractVerify.notFound'))).toBeVisible();
  await visitor.getByTestId('verify-code').fill(code);
  await visitor.getByTestId('verify-submit').click();
  await expect(result).toHaveAttribute('data-original', 'true');
  await expect(result).toContainText(contract.contractNo);
  await visitor.close();
});
