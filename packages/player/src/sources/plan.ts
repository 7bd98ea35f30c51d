import { decodeVideoUrl, type VideoFileAnswer, type VideoFileSource } from '@tubekit/contract';
import { HLS_MIN_DURATION } from '../core/constants';
import type { PlayerError, QualityLabel } from '../core/types';
import { QUALITY_ORDER, qualityFromUrl } from './quality';

/** One playable mp4 rendition. */
export interface Mp4Rendition {
  label: QualityLabel | null;
  url: string;
}

/** What the player will play, decided before any media loads. */
export interface SourcePlan {
  /** HLS master url, only for videos longer than 1800 s. */
  hls: string | null;
  /** mp4 renditions, best first; the fallback when HLS is unsupported or fails. */
  mp4: Mp4Rendition[];
  /** First source: timelines info, video id, vr mode. */
  info: VideoFileSource | null;
  /** The `vr` mode string when this is a VR video. */
  vr: string | null;
  /** Problems found (an error answer, undecodable urls); fatal when nothing is playable. */
  errors: PlayerError[];
  /** Urls that failed to decode (each logs 'error decoding url'). */
  decodeFailures: number;
}

function isErrorAnswer(value: unknown): value is { error: true; code?: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'error' in value;
}

/** Decodes and sorts the videofile answer into a {@link SourcePlan}. Never throws. */
export function planSources(answer: VideoFileAnswer | VideoFileSource[] | undefined | null): SourcePlan {
  const plan: SourcePlan = { hls: null, mp4: [], info: null, vr: null, errors: [], decodeFailures: 0 };
  if (isErrorAnswer(answer)) {
    plan.errors.push({ kind: 'network', code: String(answer.code ?? 'videofile_error'), fatal: true });
    return plan;
  }
  const list = Array.isArray(answer) ? answer.filter((s) => s && typeof s === 'object') : [];
  plan.info = list[0] ?? null;
  plan.vr = list.find((s) => typeof s.vr === 'string' && s.vr !== '')?.vr ?? null;
  for (const source of list) {
    const url = typeof source.video_url === 'string' ? decodeVideoUrl(source.video_url) : null;
    if (url === null) {
      plan.decodeFailures += 1;
      continue;
    }
    const isHls = source.format === '.m3u8' || /\.m3u8($|[?#])/.test(url);
    if (isHls) {
      if (plan.hls === null && Number(source.duration) > HLS_MIN_DURATION) plan.hls = url;
    } else {
      plan.mp4.push({ label: qualityFromUrl(url), url });
    }
  }
  plan.mp4.sort((a, b) => rank(a.label) - rank(b.label));
  if (plan.decodeFailures > 0) {
    plan.errors.push({
      kind: 'setup',
      code: 'error_decoding_url',
      fatal: plan.hls === null && plan.mp4.length === 0,
    });
  } else if (!plan.hls && plan.mp4.length === 0) {
    plan.errors.push({ kind: 'setup', code: 'no_source', fatal: true });
  }
  return plan;
}

function rank(label: QualityLabel | null): number {
  return label === null ? QUALITY_ORDER.length : QUALITY_ORDER.indexOf(label);
}

/** Labels offered by the quality menu, best first, without duplicates. */
export function qualityLabels(mp4: readonly Mp4Rendition[]): QualityLabel[] {
  return [...new Set(mp4.map((r) => r.label).filter((l): l is QualityLabel => l !== null))];
}

/** Default rendition: HD when there is one (a sane size for most screens), else the best. */
export function defaultRendition(mp4: readonly Mp4Rendition[]): Mp4Rendition | null {
  return mp4.find((r) => r.label === 'HD') ?? mp4[0] ?? null;
}
