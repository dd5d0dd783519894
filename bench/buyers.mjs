// Logged-in buyers for the authenticated scenarios, made through the app's own calls: password login (the bench
// starts the app with CAPTCHA_ENABLED=false, the configuration switch for it), acceptance of the current
// agreements when the app asks for it, a delivery address for each company that has none, an empty cart.
// The scale data's buyers (`scale_buyer_<n>`) are used when the database has them; otherwise every session is
// the demo buyer's (one company: the numbers then include the contention of one buyer company).

export const DEMO_BUYER = { userName: 'buyer', password: 'Buyer2026' };

/** The accounts to log in: `count` distinct scale buyers whose companies have no shop (pure buyers), or the demo buyer `count` times. */
export async function buyerAccounts(db, count, scalePassword) {
  const { rows } = await db.query(
    `SELECT u.user_name FROM users u
     WHERE u.user_name LIKE 'scale\\_buyer\\_%' AND u.status = 1
       AND NOT EXISTS (SELECT 1 FROM shops s WHERE s.company_id = u.active_company_id)
     ORDER BY u.id LIMIT $1`,
    [count],
  );
  if (rows.length >= count)
    return { distinct: true, accounts: rows.map((row) => ({ userName: row.user_name, password: scalePassword })) };
  return { distinct: false, accounts: Array.from({ length: count }, () => DEMO_BUYER) };
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });

async function must(caller, request, what) {
  const answer = await caller.call(request);
  if (!answer.ok) throw new Error(`set-up: ${what} failed: ${answer.reason}`);
  return answer.json.data;
}

/** Logs every account in and prepares it; answers one session per account. */
export async function loginBuyers(caller, accounts) {
  const sessions = [];
  for (const account of accounts) {
    const login = await must(
      caller,
      { path: '/api/user/pwd/login', body: { userName: account.userName, password: account.password } },
      `login of ${account.userName} (is the password right? --buyer-password)`,
    );
    sessions.push({ userName: account.userName, userId: login.userInfo.id, headers: bearer(login.token) });
  }
  const addressOfUser = new Map();
  for (const session of sessions) {
    if (!addressOfUser.has(session.userId)) addressOfUser.set(session.userId, await deliveryAddress(caller, session));
    session.addressId = addressOfUser.get(session.userId);
  }
  return sessions;
}

/** The company's default address, accepting the agreements first if the app asks; one is added when there is none. */
async function deliveryAddress(caller, session) {
  const list = { path: '/api/company/address/selectAddress', headers: session.headers };
  let answer = await caller.call(list);
  if (answer.status === 403 && answer.json?.data?.error === 'AGREEMENT_REQUIRED') {
    const { userAgreementVersion, privacyVersion } = answer.json.data;
    await must(
      caller,
      { path: '/api/user/update/version', headers: session.headers, body: { userAgreementVersion, privacyVersion } },
      `accepting the agreements for ${session.userName}`,
    );
    answer = await caller.call(list);
  }
  if (!answer.ok) throw new Error(`set-up: the addresses of ${session.userName} failed: ${answer.reason}`);
  const addresses = answer.json.data;
  if (addresses.length > 0) return addresses[0].id;
  const place = await firstPlace(caller);
  const saved = await must(
    caller,
    {
      path: '/api/company/address/saveAddress',
      headers: session.headers,
      body: { contactName: '压测收货人', contactMobile: '13900000000', ...place, detail: '压测路 1 号', isDefault: true },
    },
    `adding an address for ${session.userName}`,
  );
  return saved.id;
}

let placeCache;
/** A valid province/city/area chain from the places calls. */
async function firstPlace(caller) {
  if (placeCache) return placeCache;
  const provinces = await must(caller, { method: 'GET', path: '/api/province/list' }, 'the province list');
  const provinceCode = provinces[0].code;
  const cities = await must(caller, { method: 'GET', path: `/api/city/list?provinceCode=${provinceCode}` }, 'the city list');
  const cityCode = cities[0].code;
  const areas = await must(caller, { method: 'GET', path: `/api/area/list?cityCode=${cityCode}` }, 'the area list');
  placeCache = { provinceCode, cityCode, areaCode: areas[0].code };
  return placeCache;
}

/** Empties the carts of the sessions' users (repeatable runs; the cart holds at most 100 lines). */
export async function clearCarts(caller, sessions) {
  const done = new Set();
  for (const session of sessions) {
    if (done.has(session.userId)) continue;
    done.add(session.userId);
    await must(
      caller,
      { path: '/api/ordercart/clear', headers: session.headers, body: {} },
      `clearing the cart of ${session.userName}`,
    );
  }
}
