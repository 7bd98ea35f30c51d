import { type PlayerId, REFERENCE_ID } from './paths.ts';

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

/**
 * The table printed by run.ts, with each peer's ratio to ours and the 0.7x target check. The
 * reference page (no player) gets a row, a column of what each page adds over it, and no
 * ratio: it is the floor of the method, not a peer.
 */
export function formatTable(rows: readonly PlayerFigures[], target: number): string {
  const ours = rows.find((r) => r.id === 'ours')!;
  const reference = rows.find((r) => r.id === REFERENCE_ID);
  const peers = rows.filter((r) => r !== ours && r !== reference);
  const bytes = (r: PlayerFigures) => r.jsGzip + r.cssGzip;
  const time = (r: PlayerFigures) => median(r.firstFrameMs);
  const lines = [
    `${pad('player', 24)}${lpad('JS gz', 10)}${lpad('CSS gz', 10)}${lpad('JS+CSS gz', 11)}${lpad('first frame (median)', 22)}${lpad('ours/this (bytes)', 19)}${lpad('ours/this (time)', 18)}${lpad('over no player', 16)}`,
  ];
  for (const r of rows) {
    const ratio = r !== ours && r !== reference;
    const rb = ratio ? (bytes(ours) / bytes(r)).toFixed(2) : '';
    const rt = ratio ? (time(ours) / time(r)).toFixed(2) : '';
    const over = reference && r !== reference ? `${(time(r) - time(reference)).toFixed(0)} ms` : '';
    lines.push(
      `${pad(r.label, 24)}${lpad(kb(r.jsGzip), 10)}${lpad(kb(r.cssGzip), 10)}${lpad(kb(bytes(r)), 11)}${lpad(`${time(r).toFixed(0)} ms`, 22)}${lpad(rb, 19)}${lpad(rt, 18)}${lpad(over, 16)}`,
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
  if (reference) {
    // The lowest ratio any player could reach in this run: a page with no player at all.
    const floor = time(reference) / time(bestTime);
    lines.push(`no player at all = ${floor.toFixed(2)} x best peer (the floor of the ratio in this run)`);
  }
  return lines.join('\n');
}
