import type { AddressInfo } from 'node:net';
import { hashPassword, verifyPassword } from '@tubekit/server/src/accounts/password.ts';
import { buildApp } from '@tubekit/server/src/app.ts';
import { loadConfig } from '@tubekit/server/src/config.ts';
import { openDatabase } from '@tubekit/server/src/db/connect.ts';
import { seedAccounts } from './sign-in-accounts.ts';

/** The p-th percentile (nearest rank) of samples in ms. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The floor: argon2id verification of the right password, nothing else. */
export async function measureVerifyFloor(runs: number): Promise<number[]> {
  const hash = await hashPassword('bench-password');
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await verifyPassword(hash, 'bench-password');
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * login.php over real HTTP on a listening app (SQLite): a right password (a new session
 * each time), a wrong one, an unknown user. Each sign-in comes from its own address
 * (X-Forwarded-For behind a trusted loopback proxy) and each run uses its own account, so
 * the throttle never answers instead; every answer is checked.
 */
export async function measureSignIns(runs: number): Promise<Record<string, number[]>> {
  const db = await openDatabase({ sqlitePath: ':memory:' });
  // An account per run: five wrong passwords on one account would throttle it.
  await seedAccounts(db, runs);
  const config = loadConfig({
    TUBEKIT_SECRET: 'bench-secret-0123456789',
    TUBEKIT_DATA_DIR: '/tmp/tubekit-bench-sign-in',
    TUBEKIT_TRUST_PROXY: '127.0.0.1',
  });
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const form = await fetch(`${base}/form.php?form=login`);
  const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrf } = (await form.json()) as { csrf: string };
  let n = 0;
  const signIn = async (usr: string, pwd: string, expected: number) => {
    n += 1;
    const started = performance.now();
    const res = await fetch(`${base}/login.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        origin: base,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: new URLSearchParams({ usr, pwd, csrf, remember: '1' }),
    });
    await res.arrayBuffer();
    const took = performance.now() - started;
    if (res.status !== expected) throw new Error(`login.php answered ${res.status}, not ${expected}`);
    return took;
  };
  const out: Record<string, number[]> = { right: [], 'wrong password': [], 'unknown user': [] };
  try {
    for (let i = 0; i < runs; i++) {
      out.right?.push(await signIn(`bench${i}`, 'bench-password', 200));
      out['wrong password']?.push(await signIn(`bench${i}`, 'not-the-password', 401));
      out['unknown user']?.push(await signIn(`nobody${i}`, 'bench-password', 401));
    }
  } finally {
    await app.close();
    await db.close();
  }
  return out;
}
