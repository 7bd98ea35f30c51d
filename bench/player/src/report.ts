import type { PlayerId } from './paths.ts';

/** Figures of one player. */
export interface PlayerFigures {
  id: PlayerId;
  label: string;
  jsGzip: number;
  cssGzip: number;
  firstFrameMs: number[];
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

/** The table printed by run.ts, with each peer's ratio to ours and the 0.7x target check. */
export function formatTable(rows: readonly PlayerFigures[], target: number): string {
  const ours = rows.find((r) => r.id === 'ours')!;
  const peers = rows.filter((r) => r.id !== 'ours');
  const bytes = (r: PlayerFigures) => r.jsGzip + r.cssGzip;
  const time = (r: PlayerFigures) => median(r.firstFrameMs);
  const lines = [
    `${pad('player', 24)}${lpad('JS gz', 10)}${lpad('CSS gz', 10)}${lpad('JS+CSS gz', 11)}${lpad('first frame (median)', 22)}${lpad('ours/this (bytes)', 19)}${lpad('ours/this (time)', 18)}`,
  ];
  for (const r of rows) {
    const rb = r === ours ? '' : (bytes(ours) / bytes(r)).toFixed(2);
    const rt = r === ours ? '' : (time(ours) / time(r)).toFixed(2);
    lines.push(
      `${pad(r.label, 24)}${lpad(kb(r.jsGzip), 10)}${lpad(kb(r.cssGzip), 10)}${lpad(kb(bytes(r)), 11)}${lpad(`${time(r).toFixed(0)} ms`, 22)}${lpad(rb, 19)}${lpad(rt, 18)}`,
    );
  }
  const bestBytes = peers.reduce((a, b) => (bytes(b) < bytes(a) ? b : a));
  const bestTime = peers.reduce((a, b) => (time(b) < time(a) ? b : a));
  const rBytes = bytes(ours) / bytes(bestBytes);
  const rTime = time(ours) / time(bestTime);
  lines.push(
    '',
    `bytes: ours = ${rBytes.toFixed(2)} x best peer (${bestBytes.label}); target <= ${target}: ${rBytes <= target ? 'met' : 'NOT met'}`,
    `first frame: ours = ${rTime.toFixed(2)} x best peer (${bestTime.label}); target <= ${target}: ${rTime <= target ? 'met' : 'NOT met'}`,
  );
  return lines.join('\n');
}
