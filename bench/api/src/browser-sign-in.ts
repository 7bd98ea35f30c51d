/** The `name=value` of each Set-Cookie of an answer, by name. */
function cookiesSet(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) out.set(pair.slice(0, eq).trim(), pair.trim());
  }
  return out;
}

/**
 * Signs in over HTTP as the site's sign-in form does in a browser: GET form.php?form=login
 * (its `_tkf` cookie and `csrf` token), then POST login.php form-encoded with the page's
 * origin (the cross-site refusal wants it). Returns the `_tks=...` session cookie, the one
 * thing a signed-in page request carries beyond a visitor's. Throws on any other answer, so
 * a bench never measures a visitor by mistake.
 */
export async function signInAsBrowser(base: string, usr: string, pwd: string): Promise<string> {
  const form = await fetch(`${base}/form.php?form=login`);
  const formCookie = cookiesSet(form).get('_tkf');
  const { csrf } = (await form.json()) as { csrf?: string };
  if (form.status !== 200 || !formCookie || !csrf)
    throw new Error(`form.php?form=login answered ${form.status} without a _tkf cookie and csrf`);
  const res = await fetch(`${base}/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: formCookie, origin: base },
    body: new URLSearchParams({ usr, pwd, remember: '1', csrf }),
  });
  const answer = await res.text();
  const session = cookiesSet(res).get('_tks');
  if (res.status !== 200 || !session)
    throw new Error(`login.php as ${usr} answered ${res.status} without a session: ${answer.slice(0, 200)}`);
  return session;
}
