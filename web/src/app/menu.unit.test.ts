import type { UserPower } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import contractArea from '../features/order/contract/manage-area.tsx';
import orderArea from '../features/order/manage-area.tsx';
import userArea from '../features/user/manage-area.tsx';
import type { MenuEntry } from './feature.ts';
import { menuGroupOf, selectedMenuKey } from './menu.tsx';

const power = (codes: string[]): UserPower => ({
  codes,
  isMainAccount: true,
  isOperator: false,
  company: { id: 1, name: '上海华采化工贸易有限公司', auditStatus: 1, roles: [] },
});
const mainAccount = power(['buy.order', 'shop.order', 'contract.view', 'contract.sign']);
const manageMenu = [userArea, orderArea, contractArea].flatMap((part) => part.menu ?? []).sort((a, b) => a.order - b.order);
const selected = (pathname: string, who: UserPower | undefined = mainAccount) =>
  selectedMenuKey(manageMenu, pathname, '/manage/index', who);

describe('the management centre menu’s selected entry', () => {
  it('is the entry of the page, or of the list a page belongs to, not 账户概览', () => {
    expect(selected('/manage/myorders')).toBe('/manage/myorders');
    expect(selected('/manage/orderlist')).toBe('/manage/orderlist');
    // The contract pages belong to 待签合同 (the buyer’s) and 销售合同 (the seller’s).
    expect(selected('/manage/buyercontractinfo')).toBe('/manage/buyerwaitforbuycontract');
    expect(selected('/manage/sellercontractinfo')).toBe('/manage/sellerwaitforsellercontract');
    expect(selected('/manage/index')).toBe('/manage/index');
    expect(selected('/manage/unknown')).toBe('/manage/index');
  });

  it('opens the section of the page shown: a product list opened directly shows its place in the menu', () => {
    const entries: MenuEntry[] = [
      { path: '/manage/index', labelKey: 'a', order: 1 },
      { path: '/manage/goodslist', labelKey: 'b', groupKey: 'menu.goods', order: 2 },
      { path: '/manage/goodsmanage', labelKey: 'c', groupKey: 'menu.goods', order: 3 },
    ];
    expect(menuGroupOf(entries, selectedMenuKey(entries, '/manage/goodslist', '/manage/index'))).toBe('menu.goods');
    expect(menuGroupOf(entries, selectedMenuKey(entries, '/manage/index', '/manage/index'))).toBeUndefined();
  });

  it('matches whole path segments only', () => {
    const entries: MenuEntry[] = [
      { path: '/manage/goods', labelKey: 'a', order: 1 },
      { path: '/manage/goodslist', labelKey: 'b', order: 2 },
    ];
    expect(selectedMenuKey(entries, '/manage/goodslist', '/manage/index')).toBe('/manage/goodslist');
    expect(selectedMenuKey(entries, '/manage/goods/7', '/manage/index')).toBe('/manage/goods');
  });

  it('counts only the entries the user sees: a page claimed by two selects the one in the menu', () => {
    const entries: MenuEntry[] = [
      { path: '/manage/a', alsoOn: ['/manage/detail'], labelKey: 'a', permission: 'shop.order', order: 1 },
      { path: '/manage/b', alsoOn: ['/manage/detail'], labelKey: 'b', permission: 'buy.order', order: 2 },
    ];
    expect(selectedMenuKey(entries, '/manage/detail', '/manage/index', power(['buy.order']))).toBe('/manage/b');
    expect(selectedMenuKey(entries, '/manage/detail', '/manage/index', power([]))).toBe('/manage/index');
  });
});
