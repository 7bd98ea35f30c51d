import type { LoadFigures } from './load.ts';
import type { Scenario } from './scenarios.ts';

/** A scenario with its measured figures. */
export interface Measured {
  scenario: Scenario;
  figures: LoadFigures;
  /** Why it was not loaded (its first path did not answer 200); counts as not passed. */
  skipped?: string;
  /** Left out by --scenarios: neither passes nor fails. */
  notSelected?: boolean;
}

/** Figures of a scenario that was not loaded. */
export const NOT_MEASURED: LoadFigures = {
  requests: 0,
  reqPerSec: Number.NaN,
  p50: Number.NaN,
  p95: Number.NaN,
  p99: Number.NaN,
  failures: 0,
  statusCodes: {},
  cpuMsPerRequest: Number.NaN,
};

/** The target column: what was required, what was reached, PASS or FAIL. */
export function verdict(row: Measured, all: Measured[]): string {
  const { target } = row.scenario;
  if (row.skipped) return `SKIPPED: ${row.skipped}`;
  const failures = row.figures.failures > 0 ? ` (${row.figures.failures} non-2xx/errors)` : '';
  if (!target) return failures ? `-${failures}` : '-';
  if (target.kind === 'p95') {
    const ok = row.figures.p95 <= target.maxMs && row.figures.failures === 0;
    return `p95 <= ${target.maxMs} ms: ${ok ? 'PASS' : 'FAIL'}${failures}`;
  }
  const base = all.find((m) => m.scenario.key === target.of);
  if (!base || base.skipped) return `needs ${target.of}: not measured`;
  const ratio = row.figures.reqPerSec / base.figures.reqPerSec;
  const ok = ratio >= target.ratio && row.figures.failures === 0;
  return `>= ${target.ratio} x ${target.of} req/s (${ratio.toFixed(2)} x): ${ok ? 'PASS' : 'FAIL'}${failures}`;
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
}

function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '-';
}

/** The result table of one database run, as printable text. */
export function formatTable(title: string, rows: Measured[]): string {
  const header = ['scenario', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'cpu ms/req', 'target'];
  const body = rows.map((row) => [
    row.scenario.label,
    String(row.scenario.connections),
    Number.isFinite(row.figures.reqPerSec) ? Math.round(row.figures.reqPerSec).toLocaleString('en-US') : '-',
    ms(row.figures.p50),
    ms(row.figures.p95),
    ms(row.figures.p99),
    Number.isFinite(row.figures.cpuMsPerRequest) ? row.figures.cpuMsPerRequest.toFixed(2) : '-',
    verdict(row, rows),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const rule = '-'.repeat(widths.reduce((a, b) => a + b + 2, -2));
  return [title, rule, pad(header, widths), rule, ...body.map((cells) => pad(cells, widths)), rule].join(
    '\n',
  );
}

/** True when every targeted row passed. */
export function allPassed(rows: Measured[]): boolean {
  return rows.every((row) => !row.scenario.target || row.notSelected || verdict(row, rows).includes('PASS'));
}
