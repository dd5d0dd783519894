import type { APIRequestContext } from '@playwright/test';
import { creditCodeCheckChar } from '../../packages/contracts/src/credit-code.ts';
import { captchaVerification, passwordLogin, registerUser } from './api.ts';
import { type Lang, newIdentity, smsCode } from './support.ts';

/**
 * Set-up of a journey's starting point through the public API, as the people involved would have
 * done it earlier through their pages (those pages have journeys of their own): a user whose company
 * the operator approved and whose dangerous-goods licence the operator approved.
 */

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Json = Record<string, unknown>;
export type Person = { userName: string; mobile: string; password: string };

export async function call(request: APIRequestContext, token: string, url: string, data?: Json) {
  const res = await request.post(`/api${url}`, { headers: { authorization: `Bearer ${token}` }, data: data ?? {} });
  const body = await res.json();
  if (!res.ok() || body.code !== 200) throw new Error(`${url} failed: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}

export const apiLogin = async (request: APIRequestContext, userName: string, password: string): Promise<string> =>
  (await passwordLogin(request, userName, password)).token;

const demoSessions = new Map<string, Promise<string>>();
/** A demo account's token, logged in once per worker (each login costs a captcha and a password hash). */
export function demoToken(request: APIRequestContext, userName: string, password: string): Promise<string> {
  let session = demoSessions.get(userName);
  if (!session) {
    session = apiLogin(request, userName, password);
    demoSessions.set(userName, session);
  }
  return session;
}

export const operatorToken = (request: APIRequestContext) => demoToken(request, 'operator', 'Operator2026');

/** A file the caller uploads (`path`: /encry/upload/img|pdf for private files, /oss/upload/img for public images). */
export async function upload(
  request: APIRequestContext,
  token: string,
  path: string,
  file: { name: string; mimeType: string; buffer: Buffer } = { name: 'scan.png', mimeType: 'image/png', buffer: PNG_1PX },
): Promise<string> {
  const res = await request.post(`/api${path}`, { headers: { authorization: `Bearer ${token}` }, multipart: { file } });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.key as string;
}

let creditCodes = 0;
/** A valid unified social credit code no other company of the run holds (the seller and buyer certify at the same moment). */
export function newCreditCode(): string {
  creditCodes += 1;
  const body = `91320506${String(Date.now()).slice(-7)}${String(creditCodes % 100).padStart(2, '0')}`;
  return body + creditCodeCheckChar(body);
}

export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Registers `person`, certifies `companyName` for them and has the operator approve it and its dangerous-goods licence. */
export async function approvedCompanyWithLicence(request: APIRequestContext, person: Person, companyName: string) {
  await registerUser(request, person);
  const token = await apiLogin(request, person.userName, person.password);
  const operator = await operatorToken(request);

  const company = await call(request, token, '/company/certification', {
    name: companyName,
    creditCode: newCreditCode(),
    legalPerson: '周志强',
    registeredAddress: '苏州市吴中区东吴北路 328 号',
    provinceCode: '320000',
    cityCode: '320500',
    areaCode: '320506',
    contactName: '周经理',
    contactMobile: person.mobile,
    licenseFileKey: await upload(request, token, '/encry/upload/img'),
  });
  await call(request, operator, '/admin/company/audit', { id: company.id, approve: true });

  const licence = await call(request, token, '/company/dangerous/cert/save', {
    type: 'hazchem_business',
    number: `苏苏危化经字〔2026〕${String(Date.now()).slice(-6)}`,
    scope: '甲醇、乙醇、丙酮、乙二醇丁醚等（不带储存设施经营）',
    validFrom: isoDay(-30),
    validTo: isoDay(700),
    fileKey: await upload(request, token, '/encry/upload/img'),
  });
  await call(request, token, '/company/dangerous/cert/submit', { id: licence.id });
  await call(request, operator, '/admin/certificate/audit', { id: licence.id, approve: true });
  return { companyId: company.id as number, token };
}

async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`/__e2e/sms?mobile=${mobile}`);
  const { code } = await res.json();
  if (!code) throw new Error(`no SMS reached ${mobile}`);
  return code as string;
}

/** The company's first seal of `role` (a generated 合同专用章), with the keeper's SMS code, approved by the operator. */
export async function approvedSeal(request: APIRequestContext, token: string, role: 'buyer' | 'seller', mobile: string) {
  const operator = await operatorToken(request);
  await call(request, token, `/company/${role}/seal/send/new/code`, {
    mobile,
    captchaVerification: await captchaVerification(request),
  });
  const seal = await call(request, token, `/company/${role}/seal/update`, {
    source: 'generated',
    mobile,
    newCode: await lastSmsCode(request, mobile),
  });
  await call(request, operator, `/company/${role}/seal/audit`, { id: seal.id, approve: true });
}

/** Where every seller of the journeys is paid: its contracts print it, the buyer's pay dialog shows it. */
export const SELLER_RECEIVING_ACCOUNT = { bankName: '中国工商银行苏州吴中支行', bankAccount: '1102020109000765432' };

/**
 * A seller ready to trade: an approved company (with its receiving account) with an approved shop, an approved seller
 * seal, and one ordinary (not dangerous) product on shelf: 4,860.00 a tonne, at least 2 t an order, `stock` tonnes.
 */
export async function sellerWithProduct(
  request: APIRequestContext,
  person: Person,
  names: { company: string; shop: string; product: string; paymentTerms?: Json },
  stock = '100',
) {
  const { token, companyId } = await approvedCompanyWithLicence(request, person, names.company);
  await call(request, token, '/company/update', SELLER_RECEIVING_ACCOUNT);
  const operator = await operatorToken(request);
  const agreement = await call(request, token, '/shop/agreement/info');
  const shop = await call(request, token, '/shop/register', {
    name: names.shop,
    contactName: '周经理',
    contactMobile: person.mobile,
    provinceCode: '320000',
    cityCode: '320500',
    areaCode: '320506',
    address: '吴中区东吴北路 328 号',
    agreementVersion: agreement.version,
  });
  await call(request, operator, '/admin/shop/audit', { id: shop.id, approve: true });

  const categories: { id: number; parentId: number | null }[] = await call(request, token, '/product/category/list');
  const leaf = categories.find((c) => c.parentId !== null && !categories.some((child) => child.parentId === c.id));
  if (!leaf) throw new Error('no leaf category');
  const product = await call(request, token, '/product/save', {
    categoryId: leaf.id,
    name: names.product,
    casNumber: '107-21-1',
    grade: '优等品',
    purity: '99.9%',
    packaging: 3,
    unit: '吨',
    price: '4860.00',
    minOrderQty: '2',
    stock,
    deliveryPlace: '江苏省苏州市吴中区',
    images: [await upload(request, token, '/oss/upload/img')],
    description: '聚酯级乙二醇，吨桶包装，可开增值税专用发票。',
    ...(names.paymentTerms ? { paymentTerms: names.paymentTerms } : {}),
    submit: true,
  });
  await call(request, operator, '/admin/product/audit', { id: product.id, approve: true });
  await call(request, token, '/product/UPProduct', { id: product.id });
  await approvedSeal(request, token, 'seller', person.mobile);
  return { token, companyId, productId: product.id as number };
}

/** A buyer ready to trade: an approved company with a default delivery address and an approved buyer seal. */
export async function buyerWithSeal(request: APIRequestContext, person: Person, companyName: string) {
  const { token, companyId } = await approvedCompanyWithLicence(request, person, companyName);
  await call(request, token, '/company/address/saveAddress', {
    contactName: '钱主管',
    contactMobile: person.mobile,
    provinceCode: '310000',
    cityCode: '310100',
    areaCode: '310115',
    detail: '张江路 665 号 3 号门',
    isDefault: true,
  });
  await approvedSeal(request, token, 'buyer', person.mobile);
  return { token, companyId };
}

/** Signs the order's contract for one party through the API, with the code its signer's phone received. */
export async function signByApi(request: APIRequestContext, token: string, mobile: string, orderId: number) {
  const previous = await request
    .get(`/__e2e/sms?mobile=${mobile}`)
    .then((r) => r.json())
    .then((b) => b.code as string | null);
  await call(request, token, '/order/send/sms/sign/code', { id: orderId });
  const code = await smsCode(request, mobile, previous ?? undefined);
  await call(request, token, '/order/sign/contract', { id: orderId, code });
}

/**
 * The two sides of a deal, ready to trade and set up side by side: a seller (sellerWithProduct) and
 * a buyer (buyerWithSeal), each a new person in the journey's language.
 */
export async function tradingParties(
  request: APIRequestContext,
  lang: Lang,
  names: { seller: { company: string; shop: string; product: string; paymentTerms?: Json }; buyer: string },
  stock?: string,
) {
  const sellerPerson = { ...newIdentity(lang), password: 'SellerPass123' };
  const buyerPerson = { ...newIdentity(lang), password: 'BuyerPass123' };
  const [seller, buyer] = await Promise.all([
    sellerWithProduct(request, sellerPerson, names.seller, stock),
    buyerWithSeal(request, buyerPerson, names.buyer),
  ]);
  return { seller: { ...seller, person: sellerPerson }, buyer: { ...buyer, person: buyerPerson } };
}

/** The buyer orders `quantity` tonnes of the product for pickup, straight from the product (no cart). */
export async function placeOrder(
  request: APIRequestContext,
  buyerToken: string,
  productId: number,
  quantity: string,
  /** What else the checkout sends (the invoice the buyer asks for). */
  extra: Json = {},
) {
  const placed = await call(request, buyerToken, '/order/direct/putorder', {
    productId,
    quantity,
    deliveryMode: 'pickup',
    ...(extra as object),
  });
  return placed.orders[0] as { id: number; orderNo: string };
}

/** A sub-account the main account made to view and sign the company's contracts (its signer). */
export async function contractSigner(request: APIRequestContext, mainToken: string, lang: Lang): Promise<Person> {
  const person = { ...newIdentity(lang), password: 'SignerPass123' };
  await call(request, mainToken, '/user/subaccount/save', {
    ...person,
    name: '签约专员',
    permissions: ['contract.sign', 'contract.view'],
  });
  return person;
}
