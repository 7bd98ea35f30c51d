/** One timeline thumbnail: a time range and a rectangle of a sprite image. */
export interface TimelineCue {
  start: number;
  end: number;
  /** Absolute sprite url (resolved against the .vtt url). */
  image: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:\.\d+)?)\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}(?:\.\d+)?)/;
const XYWH = /#xywh=(\d+),(\d+),(\d+),(\d+)\s*$/;

/** Parses `hh:mm:ss.mmm` or `mm:ss.mmm` into seconds. */
export function parseVttTime(value: string): number {
  return value.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Parses a WebVTT sprite index whose cue payloads look like `sprite.jpg#xywh=x,y,w,h`.
 * Malformed cues are skipped; a body that is not WebVTT gives an empty list.
 */
export function parseTimelineVtt(text: string, baseUrl: string): TimelineCue[] {
  if (!/^\uFEFF?WEBVTT/.test(text)) return [];
  const cues: TimelineCue[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i]!);
    if (!timing) continue;
    const payload = (lines[i + 1] ?? '').trim();
    const rect = XYWH.exec(payload);
    if (!rect) continue;
    cues.push({
      start: parseVttTime(timing[1]!),
      end: parseVttTime(timing[2]!),
      image: resolveUrl(payload.slice(0, rect.index), baseUrl),
      x: Number(rect[1]),
      y: Number(rect[2]),
      w: Number(rect[3]),
      h: Number(rect[4]),
    });
  }
  return cues;
}

function resolveUrl(path: string, base: string): string {
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}

/** The cue covering `time`, or the last one before it; null for an empty list. */
export function cueAt(cues: readonly TimelineCue[], time: number): TimelineCue | null {
  let found: TimelineCue | null = null;
  for (const cue of cues) {
    if (cue.start <= time) found = cue;
    else break;
  }
  return found ?? cues[0] ?? null;
}
