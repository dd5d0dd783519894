import type { APIRequestContext } from '@playwright/test';
import { creditCodeCheckChar } from '../../packages/contracts/src/credit-code.ts';
import { captchaVerification, registerUser } from './api.ts';

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

export async function call(request: APIRequestContext, token: string, url: string, data?: Json) {
  const res = await request.post(`/api${url}`, { headers: { authorization: `Bearer ${token}` }, data: data ?? {} });
  const body = await res.json();
  if (!res.ok() || body.code !== 200) throw new Error(`${url} failed: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}

export async function apiLogin(request: APIRequestContext, userName: string, password: string): Promise<string> {
  const res = await request.post('/api/user/pwd/login', {
    data: { userName, password, captchaVerification: await captchaVerification(request), type: 'account' },
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token as string;
}

async function upload(request: APIRequestContext, token: string, path: string): Promise<string> {
  const res = await request.post(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'scan.png', mimeType: 'image/png', buffer: PNG_1PX } },
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.key as string;
}

function newCreditCode(): string {
  const body = `913205060${String(Date.now()).slice(-8)}`;
  return body + creditCodeCheckChar(body);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Registers `person`, certifies `companyName` for them and has the operator approve it and its dangerous-goods licence. */
export async function approvedCompanyWithLicence(
  request: APIRequestContext,
  person: { userName: string; mobile: string; password: string },
  companyName: string,
) {
  await registerUser(request, person);
  const token = await apiLogin(request, person.userName, person.password);
  const operator = await apiLogin(request, 'operator', 'Operator2026');

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
