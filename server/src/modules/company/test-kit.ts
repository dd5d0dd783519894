/** Helpers shared by the company module's integration tests (not a test file itself). */
import type { CertificationInput } from '@hgsc/contracts';
import { multipart, tinyPng } from '../../../test/files.ts';
import { newCreditCode, newMobile, type TestApp } from '../../../test/harness.ts';

/** Uploads a licence scan through /encry/upload/img as the token's user; answers its key. */
export async function uploadLicence(t: TestApp, token: string, data: Buffer = tinyPng()): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/encry/upload/img',
    token,
    ...multipart({ filename: 'licence.png', contentType: 'image/png', data }),
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.key;
}

/** A complete, valid certification body (浦东新区, Shanghai) with a fresh credit code. */
export function application(licenseFileKey: string, overrides: Partial<CertificationInput> = {}): CertificationInput {
  return {
    name: '上海测试化工有限公司',
    creditCode: newCreditCode(),
    legalPerson: '王五',
    registeredAddress: '上海市浦东新区张江路 1 号',
    provinceCode: '310000',
    cityCode: '310100',
    areaCode: '310115',
    contactName: '赵六',
    contactMobile: newMobile(),
    licenseFileKey,
    intro: '专业经营乙二醇、甲醇等基础化工原料。',
    ...overrides,
  };
}

/** Uploads a licence and applies; answers the response. */
export async function certifyAs(t: TestApp, token: string, overrides: Partial<CertificationInput> = {}) {
  const key = await uploadLicence(t, token);
  return t.call({ method: 'POST', url: '/api/company/certification', token, payload: application(key, overrides) });
}
