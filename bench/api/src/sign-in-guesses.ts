import { buildApp } from '@tubekit/server/src/app.ts';
import { loadConfig } from '@tubekit/server/src/config.ts';
import { openDatabase } from '@tubekit/server/src/db/connect.ts';
import { manualClock } from '@tubekit/server/src/http/clock.ts';
import { seedAccounts } from './sign-in-accounts.ts';

const HOUR_MS = 3_600_000;

/**
 * Wrong passwords login.php checks (401) within one hour, a guesser waiting out every 429's
 * Retry-After: from one address against many accounts, and against one account from ever
 * new addresses. The clock is the app's manual clock, so the hour takes seconds.
 */
export async function guessesPerHour(): Promise<{ perAddress: number; perAccount: number }> {
  const db = await openDatabase({ sqlitePath: ':memory:' });
  await seedAccounts(db, 200);
  const clock = manualClock(Date.UTC(2026, 0, 1));
  const config = loadConfig({
    TUBEKIT_SECRET: 'bench-secret-0123456789',
    TUBEKIT_DATA_DIR: '/tmp/tubekit-bench-sign-in',
  });
  const app = await buildApp({ db, config, clock });
  await app.ready();
  try {
    const form = await app.inject({ url: '/form.php?form=login' });
    const cookie = String(form.headers['set-cookie']).split(';')[0] ?? '';
    const { csrf } = form.json() as { csrf: string };
    let n = 0;
    const perAddress = await guessFor(
      app,
      clock,
      (i) => {
        return { usr: `bench${i % 200}`, ip: '198.51.100.7' };
      },
      cookie,
      csrf,
    );
    const perAccount = await guessFor(
      app,
      clock,
      () => {
        n += 1;
        return { usr: 'bench0', ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      },
      cookie,
      csrf,
    );
    return { perAddress, perAccount };
  } finally {
    await app.close();
    await db.close();
  }
}

async function guessFor(
  app: Awaited<ReturnType<typeof buildApp>>,
  clock: ReturnType<typeof manualClock>,
  next: (i: number) => { usr: string; ip: string },
  cookie: string,
  csrf: string,
): Promise<number> {
  const end = clock.now() + HOUR_MS;
  let checked = 0;
  for (let i = 0; clock.now() < end; i++) {
    const { usr, ip } = next(i);
    const res = await app.inject({
      method: 'POST',
      url: '/login.php',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ usr, pwd: `guess-${i}`, csrf }).toString(),
    });
    if (res.statusCode === 401) checked += 1;
    else if (res.statusCode === 429) clock.advance(Number(res.headers['retry-after']) * 1000);
    else throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
  }
  return checked;
}
