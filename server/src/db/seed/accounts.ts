/** Demo accounts created on first start (README lists them; the start script prints them). */
export const DEMO_ACCOUNTS = [
  {
    userName: 'operator',
    password: 'Operator2026',
    mobile: '13800000001',
    name: '平台运营',
    role: 'operator',
    note: '运营后台 /admin',
  },
  { userName: 'buyer', password: 'Buyer2026', mobile: '13800000002', name: '采购员张三', role: 'user', note: '买家' },
  { userName: 'seller', password: 'Seller2026', mobile: '13800000003', name: '销售员李四', role: 'user', note: '卖家' },
  {
    userName: 'keeper',
    password: 'Keeper2026',
    mobile: '13800000004',
    name: '保管员王五',
    role: 'user',
    note: '仓储方保管员（仓库收货、仓单登记、提货排期）',
  },
] as const;
