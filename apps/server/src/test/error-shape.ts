import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The contract's error shape: `{error: true, code}` of the app, or `{error: true, codes:
 * [{field, code}, ...]}` (never an empty list) of a form, for the fuzz tests of every endpoint.
 */
export function expectErrorShape(body: { error?: unknown; code?: unknown; codes?: unknown }): void {
  expect(body.error).toBe(true);
  if (Array.isArray(body.codes)) {
    expect(body.codes.length).toBeGreaterThan(0);
    for (const c of body.codes) expect(typeof c.field === 'string' && typeof c.code === 'string').toBe(true);
  } else expect(typeof body.code).toBe('string');
}

/** 200, or a 4xx (never a 500) in the contract's error shape. */
export function expectOkOrClientError(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode === 200) return;
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expectErrorShape(res.json());
}
