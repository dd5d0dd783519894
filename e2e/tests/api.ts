import type { APIRequestContext } from '@playwright/test';

/** Account set-up through the public API, the way the register page does it (captcha and SMS included). */
export async function captchaVerification(request: APIRequestContext): Promise<string> {
  const drawn = await request.get('/api/captcha/get');
  if (!drawn.ok()) throw new Error(`captcha not drawn: ${drawn.status()} ${await drawn.text()}`);
  const challenge = (await drawn.json()).data;
  const { answer } = await (await request.get(`/__e2e/captcha?id=${encodeURIComponent(challenge.captchaId)}`)).json();
  const checked = await request.post('/api/captcha/check', { data: { captchaId: challenge.captchaId, answer } });
  return (await checked.json()).data.captchaVerification;
}

/** A password login through the API, as the login page makes it: the session's cookies land in `request`'s jar. */
export async function passwordLogin(
  request: APIRequestContext,
  userName: string,
  password: string,
): Promise<{ token: string; expiresAt: string; userInfo: unknown }> {
  const res = await request.post('/api/user/pwd/login', {
    data: { userName, password, captchaVerification: await captchaVerification(request), type: 'account' },
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`login of ${userName} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Registers a user who accepts the current agreements, as a person finishing the register page would. */
export async function registerUser(request: APIRequestContext, input: { userName: string; mobile: string; password: string }) {
  const sent = await request.post('/api/user/send/register/code', {
    data: { mobile: input.mobile, captchaVerification: await captchaVerification(request) },
  });
  if (!sent.ok()) throw new Error(`send code failed: ${await sent.text()}`);
  const { code } = await (await request.get(`/__e2e/sms?mobile=${input.mobile}`)).json();
  const userAgreement = (await (await request.get('/api/bs/agreement/template/user/agreement/info')).json()).data;
  const privacy = (await (await request.get('/api/bs/agreement/template/privacy/agreement/info')).json()).data;
  const res = await request.post('/api/user/register', {
    data: {
      ...input,
      code,
      ...(userAgreement ? { userAgreementVersion: userAgreement.version } : {}),
      ...(privacy ? { privacyVersion: privacy.version } : {}),
    },
  });
  if (!res.ok()) throw new Error(`register failed: ${await res.text()}`);
}
