/** Geometry of the timeline sprite sheets: fixed-size tiles in a grid, row by row. */
export interface SpriteLayout {
  count: number;
  /** Seconds between two thumbnails. */
  interval: number;
  cols: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

/** Tile size of timeline thumbnails. */
export const TILE = { width: 160, height: 90 } as const;
/** Grid of at most 10×10 tiles per sprite (1600×900 px). */
const MAX_GRID = 10;

/** The sprite layout for `count` thumbnails: a grid no larger than needed, at most 10×10. */
export function spriteLayout(count: number, interval: number): SpriteLayout {
  const cols = Math.min(MAX_GRID, count);
  const rows = Math.min(MAX_GRID, Math.ceil(count / cols));
  return { count, interval, cols, rows, tileWidth: TILE.width, tileHeight: TILE.height };
}

/** Number of sprite sheet files a layout needs. */
export function spriteFiles(layout: SpriteLayout): number {
  return Math.ceil(layout.count / (layout.cols * layout.rows));
}

/**
 * The WebVTT index of the timeline thumbnails: one cue per thumbnail whose text is
 * `<prefix>sprite-N.jpg#xywh=x,y,w,h` (N from 1, as ffmpeg's image2 numbering).
 * The last cue ends at `duration`.
 */
export function buildTimelineVtt(layout: SpriteLayout, duration: number, prefix = ''): string {
  const perSheet = layout.cols * layout.rows;
  const lines = ['WEBVTT', ''];
  for (let i = 0; i < layout.count; i++) {
    const start = i * layout.interval;
    const end = Math.max(start, Math.min((i + 1) * layout.interval, duration));
    const sheet = Math.floor(i / perSheet) + 1;
    const cell = i % perSheet;
    const x = (cell % layout.cols) * layout.tileWidth;
    const y = Math.floor(cell / layout.cols) * layout.tileHeight;
    lines.push(`${vttTime(start)} --> ${vttTime(end)}`);
    lines.push(`${prefix}sprite-${sheet}.jpg#xywh=${x},${y},${layout.tileWidth},${layout.tileHeight}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Rewrites the relative sprite URLs of a stored VTT to start with `prefix`. */
export function prefixVttUrls(vtt: string, prefix: string): string {
  return vtt.replace(/^sprite-(\d+)\.jpg#/gm, `${prefix}sprite-$1.jpg#`);
}

/** `HH:MM:SS.mmm`, the WebVTT timestamp form. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}
