import { captchaRoutes, type RouteAnswer, type RouteInput, userRoutes } from '@hgsc/contracts';
import { call, upload } from '../../shared/request/call.ts';
import { sessionApi } from '../../shared/signed-in-user.ts';

export type SendCodeResult = RouteAnswer<typeof userRoutes.sendLoginCode>;

/** The captcha calls (DESIGN §5): a challenge, then a one-time captchaVerification. */
export const captchaApi = {
  config: () => call(captchaRoutes.config),
  get: () => call(captchaRoutes.challenge),
  check: (captchaId: string, answer: string) => call(captchaRoutes.check, { captchaId, answer }),
};

/** A malformed value is reported by the form, not toasted. */
const FORM_CHECK = { passCodes: [400, 429] } as const;

/** The user calls of SPEC §7 (`userRoutes`). */
export const userApi = {
  pwdLogin: (body: RouteInput<typeof userRoutes.pwdLogin>) => call(userRoutes.pwdLogin, body),
  smsLogin: (body: RouteInput<typeof userRoutes.smsLogin>) => call(userRoutes.smsLogin, body),
  ...sessionApi,
  updateInfo: (name: string) => call(userRoutes.updateInfo, { name }),
  updateAvatar: (file: File) => upload(userRoutes.updateAvatar, file),

  register: (body: RouteInput<typeof userRoutes.register>) => call(userRoutes.register, body),
  /** Availability for registration. */
  checkUserName: (userName: string) => call(userRoutes.checkUserName, { userName }, FORM_CHECK),
  checkMobile: (mobile: string) => call(userRoutes.checkMobile, { mobile }, FORM_CHECK),
  checkMobileExist: (mobile: string) => call(userRoutes.checkMobileExist, { mobile }, FORM_CHECK),
  losePwd: (body: RouteInput<typeof userRoutes.losePwd>) => call(userRoutes.losePwd, body),
  changePwd: (body: RouteInput<typeof userRoutes.changePwd>) => call(userRoutes.changePwd, body),
  validOldMobile: (code: string) => call(userRoutes.validOldMobile, { code }),
  changeMobile: (body: RouteInput<typeof userRoutes.changeMobile>) => call(userRoutes.changeMobile, body),

  // SMS code sending: each needs a fresh captchaVerification while captcha is on.
  sendLoginCode: (mobile: string, captchaVerification?: string) =>
    call(userRoutes.sendLoginCode, { mobile, captchaVerification }),
  sendRegisterCode: (mobile: string, captchaVerification?: string) =>
    call(userRoutes.sendRegisterCode, { mobile, captchaVerification }),
  sendLoseCode: (mobile: string, captchaVerification?: string) => call(userRoutes.sendLoseCode, { mobile, captchaVerification }),
  sendChangePwdCode: (captchaVerification?: string) => call(userRoutes.sendChangePwdCode, { captchaVerification }),
  sendChangeMobileCode: (captchaVerification?: string) => call(userRoutes.sendChangeMobileCode, { captchaVerification }),
  sendBindMobileCode: (mobile: string, captchaVerification?: string) =>
    call(userRoutes.sendBindMobileCode, { mobile, captchaVerification }),
};
