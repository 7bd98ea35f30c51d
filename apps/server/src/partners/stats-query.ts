import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.ts';
import type { PartnersConfig } from './partner-config.ts';
import { utcDay } from './partner-stats.ts';

/** The longest span one stats request reads, and the default span (ending today, UTC). */
export const STATS_MAX_DAYS = 92;
export const STATS_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` as ms at its UTC midnight, else null (2026-02-30 is not). */
function dayMs(value: string): number | null {
  if (!DAY.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && utcDay(ms) === value ? ms : null;
}

/**
 * The partner token of a request: `Authorization: Bearer <token>`, or a `token` field (the
 * stats page's form, a query for a spreadsheet's web import). '' when it sent none.
 */
export function tokenOf(request: FastifyRequest, fields: Record<string, unknown>): string {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim();
  return typeof fields.token === 'string' ? fields.token : '';
}

/** The campaigns a token reads; throws 401 `invalid_token` for a missing or unknown one. */
export function campaignsOfToken(partners: PartnersConfig, token: string): readonly string[] {
  const campaigns = token ? partners.tokens.get(token) : undefined;
  if (!campaigns) throw new ApiError('invalid_token', 'token');
  return campaigns;
}

/**
 * The day span of a stats request from its `from` and `to` fields (`YYYY-MM-DD`, UTC):
 * `to` defaults to today and `from` to 29 days before `to`; `from` after `to`, or a span
 * over STATS_MAX_DAYS days, is 400 `invalid_param`.
 */
export function statsSpan(fields: Record<string, unknown>, nowMs: number): { from: string; to: string } {
  const day = (name: 'from' | 'to', fallback: number): number => {
    const raw = fields[name];
    if (raw === undefined || raw === '') return fallback;
    const ms = typeof raw === 'string' ? dayMs(raw) : null;
    if (ms === null) throw new ApiError('invalid_param', name);
    return ms;
  };
  const to = day('to', dayMs(utcDay(nowMs)) as number);
  const from = day('from', to - (STATS_DEFAULT_DAYS - 1) * DAY_MS);
  if (from > to || (to - from) / DAY_MS + 1 > STATS_MAX_DAYS) throw new ApiError('invalid_param', 'from');
  return { from: utcDay(from), to: utcDay(to) };
}
