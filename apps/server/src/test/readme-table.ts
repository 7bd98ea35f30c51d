import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One row of an authorization table: the request (first column, as written) and its cells. */
export interface ReadmeRow {
  request: string;
  cells: string[];
}

/** One cell as the tests read it: the status, then the code or the `(note)` after it. */
export interface ReadmeCell {
  status: number;
  /** The error code, when the cell names one (`401 not_logged_in`). */
  code?: string;
  /** The parenthesised note of the cell, without its brackets (`200 (X unchanged)`). */
  note?: string;
}

/**
 * The rows of the table under `heading` (e.g. `### Library`) in apps/server/README.md, read
 * from the README itself so the documented table and the app cannot drift apart: the block
 * runs to the next heading of level 2 or 3, and a row is a line that starts with
 * `` | ` `` (a request in backquotes; the header and divider rows do not).
 */
export function readmeTable(heading: string): ReadmeRow[] {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`apps/server/README.md has no "${heading}" block`);
  const rest = readme.slice(start + 1);
  const next = rest.slice(1).search(/\n#{2,3} /);
  const block = next < 0 ? rest : rest.slice(0, next + 1);
  return block
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [request = '', ...cells] = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return { request, cells };
    });
}

/** A cell's parts: `401 not_logged_in`, `200`, `200 (P listed)`. */
export function parseCell(cell: string): ReadmeCell {
  const [status = '', ...rest] = cell.split(' ');
  const tail = rest.join(' ');
  if (!tail) return { status: Number(status) };
  if (tail.startsWith('(') && tail.endsWith(')')) return { status: Number(status), note: tail.slice(1, -1) };
  return { status: Number(status), code: tail };
}
