import { apiLogin, call } from './market.ts';
import { expect, signIn, test } from './support.ts';

interface ListedOrder {
  id: number;
  status: number;
  ending: { reason: string | null } | null;
}

/**
 * An order that ended before it completed says at the top of its page who ended it and why, to both sides, and
 * offers no contract it never had: the demo seller's rejected order, as the demo buyer and the demo seller see it.
 */
for (const [userName, password, sidePath, own] of [
  ['buyer', 'Buyer2026', '/order/buyer/orderlist', false],
  ['seller', 'Seller2026', '/order/seller/orderlist', true],
] as const) {
  test(`the ${userName} sees why the rejected demo order ended, and no contract for it`, async ({ page, t }) => {
    const token = await apiLogin(page.request, userName, password);
    const { records } = (await call(page.request, token, sidePath, { current: 1, size: 50 })) as { records: ListedOrder[] };
    const rejected = records.find((order) => order.status === 104);
    expect(rejected?.ending?.reason).toBeTruthy();

    await signIn(page, userName, password, `/order/${rejected?.id}`);
    const notice = page.getByTestId('order-ending');
    await expect(notice).toContainText(
      own ? t('order.ending.rejectByYou') : t('order.ending.reject', { by: t('order.detail.partySeller') }),
    );
    await expect(page.getByTestId('order-ending-reason')).toHaveText(
      t('order.ending.reason', { reason: rejected?.ending?.reason ?? '' }),
    );
    await expect(page.getByTestId('order-view-contract')).toHaveCount(0);
    // Nothing was invoiced on it, and nothing will be: no invoice card.
    await expect(page.getByTestId('order-invoices')).toHaveCount(0);
  });
}
