import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/connect.ts';
import { manualClock } from '../../http/clock.ts';
import { altchaCaptcha } from './altcha.ts';
import { solveFields, tokenOf } from './altcha-test-kit.ts';
import type { Captcha } from './captcha.ts';

describe('altcha verify on tokens that are not solutions', () => {
  let db: Db;
  let captcha: Captcha;
  beforeAll(async () => {
    db = await openDatabase({ sqlitePath: ':memory:' });
    captcha = altchaCaptcha({ db, clock: manualClock(Date.UTC(2025, 0, 2)), hmacKey: 'k', maxNumber: 100 });
  });
  afterAll(() => db.close());

  it('answers false, never throws, for empty, non-base64, non-JSON and huge tokens', async () => {
    for (const tok of [
      '',
      '%%%',
      'bm90IGpzb24=', // "not json"
      'bnVsbA==', // "null"
      'WzEsMl0=', // "[1,2]"
      'A'.repeat(1_000_000),
      tokenOf({ algorithm: 'SHA-256' }),
    ])
      await expect(captcha.verify(tok, '10.0.0.1')).resolves.toBe(false);
  });

  it('answers false, never throws, for any string and any JSON value in base64 (fast-check)', async () => {
    const real = await solveFields(await captcha.challenge());
    // Random fields and values, mixed into the real solution's keys so parsing goes deep.
    const mutated = fc.record(
      {
        algorithm: fc.oneof(fc.constant(real.algorithm), fc.string(), fc.jsonValue()),
        challenge: fc.oneof(fc.constant(real.challenge), fc.string(), fc.jsonValue()),
        number: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(-0), fc.jsonValue()),
        salt: fc.oneof(fc.constant(real.salt), fc.string(), fc.jsonValue()),
        signature: fc.oneof(fc.constant(real.signature), fc.string(), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.jsonValue().map(tokenOf),
          mutated.filter((m) => m.number !== real.number).map(tokenOf),
          fc.uint8Array().map((b) => Buffer.from(b).toString('base64')),
        ),
        async (tok) => {
          await expect(captcha.verify(tok, '10.0.0.1')).resolves.toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});
