import type { APIRequestContext, Page } from '@playwright/test';
import { approvedCompanyWithLicence, approvedSeal, PNG_1PX } from './market.ts';
import {
  confirmDialog,
  expect,
  newIdentity,
  openBrowser,
  openDialog,
  pickSelect,
  shot,
  signIn,
  smsCode,
  test,
} from './support.ts';

/** The calendar moves on (harness/server.ts): the sign-up open now, bidding open with `closeInSeconds` left, or past its close. */
async function moveAuction(
  request: APIRequestContext,
  id: number,
  phase: 'signup' | 'bidding' | 'closing',
  closeInSeconds?: number,
) {
  const res = await request.post('/__e2e/auction/phase', { data: { id, phase, closeInSeconds } });
  expect(res.ok()).toBe(true);
}

const auctionIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

/**
 * An auction (竞卖), each party in its own browser. A newly certified owner entrusts 100 t of sulphur from the rule set
 * 公开加价 · 末分钟延时, white-listed companies only, one company on its list; the operator publishes it. A second
 * company is refused at sign-up (not on the list) until the owner lists it; both sign up, the owner approves them,
 * each declares its deposit with a transfer proof, and the operator confirms both. Bidding opens with under a minute
 * left: the first bid moves the close by five minutes, and each browser sees the other's bid on its board within a
 * second. Past the close the award goes to the better bid over the reserve; the award verifies, and the loser's
 * deposit is released while the winner's stays frozen.
 */
test('an auction published, two companies signed up and qualified, live bidding with a late bid extending the close, and the award', async ({
  page,
  browser,
  request,
  t,
  lang,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const names = [
    `${lang === 'zh' ? '镇海' : '舟山'}竞价石化有限公司${stamp}`,
    `${lang === 'zh' ? '嘉兴' : '湖州'}竞买化工有限公司${stamp}`,
    `${lang === 'zh' ? '绍兴' : '衢州'}竞买化工有限公司${stamp}`,
  ];
  const parties = [];
  for (const company of names) {
    const person = { ...newIdentity(lang), password: 'TraderPass123' };
    const { token } = await approvedCompanyWithLicence(request, person, company);
    parties.push({ ...person, company, token });
  }
  const [owner, alpha, beta] = parties as [(typeof parties)[0], (typeof parties)[0], (typeof parties)[0]];

  // The owner lists the first bidder, then entrusts the auction from a rule set, white-listed companies only.
  await signIn(page, owner.userName, owner.password, '/manage/bidDemandCtnter');
  const addToList = async (company: string) => {
    await page.getByTestId('owner-view-whiteList').click();
    await page.getByTestId('white-list-search').fill(stamp);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: company }).click();
    await page.getByTestId('white-list-add').click();
    await expect(page.getByTestId('white-list').getByRole('row').filter({ hasText: company })).toBeVisible();
  };
  await addToList(alpha.company);
  await page.getByTestId('auction-new').click();
  await pickSelect(page, 'release-rule-set', t('auctionRuleSet.open-last-minute.name'));
  await expect(page.getByTestId('release-rule-set-description')).toHaveText(t('auctionRuleSet.open-last-minute.description'));
  await page.getByTestId('release-title').fill(`硫磺竞卖 ${stamp}`);
  await page.getByTestId('release-product').fill('硫磺');
  await page.getByTestId('release-quantity').fill('100');
  await page.getByTestId('release-minQty').fill('10');
  await page.getByTestId('release-maxQty').fill('60');
  await page.getByTestId('release-lotUnit').fill('10');
  await page.getByTestId('release-startPrice').fill('1000');
  await page.getByTestId('release-reservePrice').fill('1040');
  await page.getByTestId('release-whitelist-only').click();
  await page.getByTestId('release-check-button').click();
  await expect(page.getByTestId('release-check')).toContainText('10,000.00');
  await shot(page, `auction-${lang}-1-release`);
  await page.getByTestId('release-submit').click();
  await expect(page.getByTestId('owner-auction-status')).toHaveText(t('auctionStatus.pending'));
  const auctionId = auctionIdOf(page);

  // The operator reviews it and publishes it.
  const operator = await openBrowser(browser, lang);
  await signIn(operator, 'operator', 'Operator2026', '/admin/auctions');
  const review = operator.getByTestId('auction-review-row').filter({ hasText: `硫磺竞卖 ${stamp}` });
  await shot(operator, `auction-${lang}-2-review`);
  await review.getByTestId('auction-approve').click();
  await confirmDialog(operator, 'auction-approve-ok');
  await moveAuction(request, auctionId, 'signup');

  // Sign-up: the unlisted company is refused until the owner lists it.
  const bidders: Page[] = [];
  for (const party of [alpha, beta]) {
    const bidder = await openBrowser(browser, lang);
    await signIn(bidder, party.userName, party.password, `/bidDemand?id=${auctionId}`);
    bidders.push(bidder);
  }
  const [alphaPage, betaPage] = bidders as [Page, Page];
  const signUp = async (bidder: Page, mobile: string) => {
    await bidder.getByTestId('sign-up-apply').click();
    await bidder.getByTestId('sign-up-contact').fill('张竞价');
    await bidder.getByTestId('sign-up-mobile').fill(mobile);
    await bidder.getByTestId('sign-up-agree').check();
    await bidder.getByTestId('sign-up-form-ok').click();
  };
  await signUp(betaPage, beta.mobile);
  await expect(betaPage.getByText(t('auction.signUp.notWhitelisted')).first()).toBeVisible();
  await shot(betaPage, `auction-${lang}-3-refused`);
  await betaPage
    .getByRole('dialog')
    .getByRole('button', { name: t('common.cancel') })
    .click();
  await page.goto('/manage/bidDemandCtnter');
  await addToList(beta.company);
  for (const [bidder, party] of [
    [alphaPage, alpha],
    [betaPage, beta],
  ] as const) {
    await bidder.reload();
    await signUp(bidder, party.mobile);
    await expect(bidder.getByTestId('sign-up-status')).toHaveText(t('signUpStatus.applied'));
  }

  // The owner approves both.
  await page.goto(`/manage/bidDemandCtnter?id=${auctionId}`);
  await page.getByTestId('owner-tab-signUps').click();
  for (const party of [alpha, beta]) {
    const row = page.getByTestId('sign-ups').getByRole('row').filter({ hasText: party.company });
    await row.getByTestId('sign-up-approve').click();
    await confirmDialog(page, 'confirm-ok');
    await expect(row.getByTestId('sign-up-row-status')).toHaveText(t('signUpStatus.approved'));
  }
  await shot(page, `auction-${lang}-4-sign-ups`);

  // Each declares its deposit with the transfer's proof; the operator confirms both.
  for (const bidder of bidders) {
    await bidder.reload();
    await bidder.getByTestId('sign-up-pay').click();
    await bidder
      .getByTestId('deposit-proof')
      .locator('input[type=file]')
      .setInputFiles({ name: '转账凭证.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(bidder.getByTestId('deposit-proof-preview')).toBeVisible();
    await confirmDialog(bidder, 'deposit-form-ok');
    await expect(bidder.getByTestId('sign-up-deposit')).toContainText(t('bidDeposit.declared'));
  }
  await operator.goto('/admin/auctionDeposits');
  for (const party of [alpha, beta]) {
    const row = operator.getByTestId('deposit-row').filter({ hasText: party.company });
    await openDialog(operator, row.getByTestId('deposit-confirm'), 'deposit-confirm-ok');
    await confirmDialog(operator, 'deposit-confirm-ok');
  }
  await shot(operator, `auction-${lang}-5-deposits`);
  await operator.context().close();

  // Bidding opens with under a minute left: the first bid moves the close; each board shows the other's bid live.
  await moveAuction(request, auctionId, 'bidding', 50);
  for (const bidder of bidders) {
    await bidder.reload();
    await expect(bidder.getByTestId('sign-up-status')).toHaveText(t('signUpStatus.qualified'));
    await expect(bidder.getByTestId('auction-board')).toBeVisible();
  }
  await alphaPage.getByTestId('bid-use-next').click();
  await expect(alphaPage.getByTestId('bid-price')).toHaveValue('1000');
  await alphaPage.getByTestId('bid-submit').click();
  await confirmDialog(alphaPage, 'bid-confirm-ok');
  await expect(alphaPage.getByTestId('auction-extended')).toBeVisible();
  // The other browser sees it without reloading: the best price and the moved close.
  await expect(betaPage.getByTestId('board-best')).toContainText('1,000.00');
  await expect(betaPage.getByTestId('auction-extended')).toBeVisible();
  await shot(betaPage, `auction-${lang}-6-live`);
  await betaPage.getByTestId('bid-price').fill('1050');
  await betaPage.getByTestId('bid-submit').click();
  await confirmDialog(betaPage, 'bid-confirm-ok');
  await expect(alphaPage.getByTestId('board-best')).toContainText('1,050.00');
  await expect(alphaPage.getByTestId('board-my-rank')).toContainText('2');
  await shot(alphaPage, `auction-${lang}-7-outbid`);

  // Past the close the platform awards it: the better bid over the reserve wins; the award verifies.
  await moveAuction(request, auctionId, 'closing');
  await expect(betaPage.getByTestId('award-winner')).toHaveText(beta.company, { timeout: 30_000 });
  await betaPage.getByTestId('award-verify').click();
  await expect(betaPage.getByTestId('award-verified')).toContainText(t('auction.award.matches', { bids: 2 }));
  await shot(betaPage, `auction-${lang}-8-award`);
  // The loser's deposit is released; the winner's stays frozen until its contract is signed.
  await alphaPage.goto('/myBidDemand');
  const alphaRow = alphaPage.getByTestId('my-sign-ups').getByRole('row').filter({ hasText: stamp });
  await expect(alphaRow.getByTestId('my-sign-up-deposit')).toHaveText(t('bidDeposit.released'));
  await expect(alphaRow.getByTestId('my-sign-up-deposit-note')).toHaveText(t('bidDepositOutcome.notWon'));
  await betaPage.goto('/myBidDemand');
  await expect(
    betaPage.getByTestId('my-sign-ups').getByRole('row').filter({ hasText: stamp }).getByTestId('my-sign-up-deposit'),
  ).toHaveText(t('bidDeposit.frozen'));
  await shot(alphaPage, `auction-${lang}-9-released`);

  // The award's contract: the owner draws it up; both sign with a code and their seals; the winner's deposit goes back.
  await approvedSeal(request, owner.token, 'seller', owner.mobile);
  await approvedSeal(request, beta.token, 'buyer', beta.mobile);
  const signDeal = async (signer: Page, mobile: string) => {
    await signer.getByTestId('deal-sign').click();
    const previous = await signer.request
      .get(`/__e2e/sms?mobile=${mobile}`)
      .then((r) => r.json())
      .then((b) => b.code as string | null);
    await signer.getByTestId('sign-send-code').click();
    await signer.getByTestId('sign-code').fill(await smsCode(signer.request, mobile, previous ?? undefined));
    await confirmDialog(signer, 'deal-sign-form-ok');
  };
  await page.goto(`/manage/bidDemandCtnter?id=${auctionId}`);
  await page.getByTestId('owner-tab-award').click();
  await page.getByTestId('deal-generate').click();
  await confirmDialog(page, 'deal-generate-ok');
  await expect(page.getByTestId('deal-status')).toHaveText(t('auctionDealStatus.signing'));
  await signDeal(page, owner.mobile);
  await betaPage.goto(`/bidDemand?id=${auctionId}`);
  await expect(betaPage.getByTestId('deal-waiting')).toBeVisible();
  await shot(betaPage, `auction-${lang}-10-contract`);
  await signDeal(betaPage, beta.mobile);
  await expect(betaPage.getByTestId('deal-status')).toHaveText(t('auctionDealStatus.signed'));
  await betaPage.goto('/myBidDemand');
  const betaRow = betaPage.getByTestId('my-sign-ups').getByRole('row').filter({ hasText: stamp });
  await expect(betaRow.getByTestId('my-sign-up-deposit')).toHaveText(t('bidDeposit.released'));
  await expect(betaRow.getByTestId('my-sign-up-deposit-note')).toHaveText(t('bidDepositOutcome.contractSigned'));
});
