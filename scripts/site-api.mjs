// What the operator's commands (`npm run release`, `npm run backup`) share: calling the server at SITE_URL, reading
// its envelope, and signing in with a personal token or the administrator password. A Refused error is printed
// as its message alone.
export class Refused extends Error {}

/** The server's answer, or a refusal saying the server cannot be reached. */
export async function send(site, pathname, init) {
  try {
    return await fetch(new URL(pathname, site), init);
  } catch (error) {
    throw new Refused(`Cannot reach ${site}: ${error instanceof Error ? (error.cause?.message ?? error.message) : String(error)}`);
  }
}

/** The answer's envelope, or a refusal with its message and reasons. */
export async function envelopeOf(response) {
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refused(`${response.url} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  if (!response.ok || !body.success) {
    const reasons = Array.isArray(body.data?.reasons) ? body.data.reasons.filter((reason) => reason !== body.message) : [];
    throw new Refused([`${response.status}: ${body.message}`, ...reasons.map((reason) => `  - ${reason}`)].join('\n'));
  }
  return body;
}

export const call = async (site, pathname, init) => envelopeOf(await send(site, pathname, init));

/** The Authorization header: the personal token in `tokenVariable`, or a session opened with ADMIN_PASSWORD. */
export async function logIn(site, tokenVariable, whose) {
  const token = process.env[tokenVariable];
  if (token) return { authorization: `Bearer ${token}` };
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Refused(`Set ${tokenVariable} to a personal token of ${whose} (or ADMIN_PASSWORD to the server's administrator password)`);
  const body = await call(site, '/api/auth/verify-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: password }),
  });
  return { authorization: `Bearer ${body.data.accessToken}` };
}
