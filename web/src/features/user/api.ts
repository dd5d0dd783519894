import {
  type availabilityResult,
  captchaRoutes,
  type changeMobileBody,
  type changePwdBody,
  type changePwdResult,
  type existsResult,
  type LoginResult,
  type losePwdBody,
  type pwdLoginBody,
  type registerBody,
  type sendCodeResult,
  type smsLoginBody,
  type UserInfo,
  type UserPower,
  type validOldMobileResult,
} from '@hgsc/contracts';
import type { z } from 'zod';
import { call } from '../../shared/request/call.ts';
import { http, type RequestOptions } from '../../shared/request/http.ts';

export type SendCodeResult = z.infer<typeof sendCodeResult>;
type Options = Omit<RequestOptions, 'body' | 'method' | 'params'>;

/** The captcha calls (DESIGN §5): a challenge, then a one-time captchaVerification. */
export const captchaApi = {
  config: () => call(captchaRoutes.config),
  get: () => call(captchaRoutes.challenge),
  check: (captchaId: string, answer: string) => call(captchaRoutes.check, { captchaId, answer }),
};

/** The user calls of SPEC §7, on the contracts' request and response shapes. */
export const userApi = {
  pwdLogin: (body: z.input<typeof pwdLoginBody>, options?: Options) => http.post<LoginResult>('/user/pwd/login', body, options),
  smsLogin: (body: z.input<typeof smsLoginBody>, options?: Options) => http.post<LoginResult>('/user/sms/login', body, options),
  logout: () => http.post<null>('/user/logout', {}, { passCodes: [401, 'E_300'] }),
  info: () => http.get<UserInfo>('/user/info'),
  power: () => http.get<UserPower>('/user/getUserPower'),
  updateInfo: (name: string) => http.post<UserInfo>('/user/update/info', { name }),
  updateAvatar: (file: File) => http.upload<UserInfo>('/user/update/avatar', file),

  register: (body: z.input<typeof registerBody>) => http.post<UserInfo>('/user/register', body),
  /** Availability for registration; a malformed value is reported by the form, not toasted. */
  checkUserName: (userName: string) =>
    http.post<z.infer<typeof availabilityResult>>('/user/check/username', { userName }, { passCodes: [400, 429] }),
  checkMobile: (mobile: string) =>
    http.post<z.infer<typeof availabilityResult>>('/user/check/mobile', { mobile }, { passCodes: [400, 429] }),
  checkMobileExist: (mobile: string) =>
    http.post<z.infer<typeof existsResult>>('/user/check/mobile/exist', { mobile }, { passCodes: [400, 429] }),
  losePwd: (body: z.input<typeof losePwdBody>) => http.post<null>('/user/lose/pwd', body),
  changePwd: (body: z.input<typeof changePwdBody>) => http.post<z.infer<typeof changePwdResult>>('/user/change/pwd', body),
  validOldMobile: (code: string) => http.post<z.infer<typeof validOldMobileResult>>('/user/valid/old/mobile', { code }),
  changeMobile: (body: z.input<typeof changeMobileBody>) => http.post<UserInfo>('/user/change/mobile', body),

  // SMS code sending: each needs a fresh captchaVerification while captcha is on.
  sendLoginCode: (mobile: string, captchaVerification?: string) =>
    http.get<SendCodeResult>('/user/send/login/code', { mobile, captchaVerification }),
  sendRegisterCode: (mobile: string, captchaVerification?: string) =>
    http.post<SendCodeResult>('/user/send/register/code', { mobile, captchaVerification }),
  sendLoseCode: (mobile: string, captchaVerification?: string) =>
    http.get<SendCodeResult>('/user/send/lose/code', { mobile, captchaVerification }),
  sendChangePwdCode: (captchaVerification?: string) =>
    http.get<SendCodeResult>('/user/send/change/pwd/code', { captchaVerification }),
  sendChangeMobileCode: (captchaVerification?: string) =>
    http.get<SendCodeResult>('/user/send/change/mobile/code', { captchaVerification }),
  sendBindMobileCode: (mobile: string, captchaVerification?: string) =>
    http.post<SendCodeResult>('/user/send/bind/mobile/code', { mobile, captchaVerification }),
};
