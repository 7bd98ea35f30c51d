import type { PlayerAction } from '../core/actions';
import type { PlayerError, PlayerSnapshot, QualityLabel } from '../core/types';
import type { Logger } from '../foundation/logger';
import type { HlsAttachment, HlsModule } from '../hls/types';
import { defaultRendition, type Mp4Rendition, qualityLabels, type SourcePlan } from '../sources/plan';
import { alreadyLoading } from './markup-source';

/** Dependencies of the source controller. */
export interface SourceControllerDeps {
  video: HTMLVideoElement;
  plan: SourcePlan;
  dispatch(action: PlayerAction): void;
  getState(): PlayerSnapshot;
  loadHls: () => Promise<HlsModule>;
  /** Rewrites a media url before use (VR text redirects); identity by default. */
  resolveUrl?: (url: string) => Promise<string>;
  reportError(error: PlayerError): void;
  logger: Logger;
}

/** Chooses the engine (HLS for long videos, mp4 otherwise or as fallback) and switches quality. */
export interface SourceController {
  /** Loads the first source. */
  start(): Promise<void>;
  /** True once the element has its first source (synchronously for mp4 without a resolver). */
  readonly assigned: boolean;
  /** Switches quality keeping time and play state. */
  setQuality(label: QualityLabel): void;
  destroy(): void;
}

function nativeHls(video: HTMLVideoElement): boolean {
  return typeof video.canPlayType === 'function' && video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** Creates a {@link SourceController}. */
export function createSourceController(deps: SourceControllerDeps): SourceController {
  const { video, plan } = deps;
  const labels = qualityLabels(plan.mp4);
  let hls: HlsAttachment | null = null;
  let destroyed = false;
  let assigned = false;
  let generation = 0;
  /** The pending "restore time and play state" listener of the last swap. */
  let onMeta: (() => void) | null = null;
  const dropOnMeta = () => {
    if (onMeta) video.removeEventListener('loadedmetadata', onMeta);
    onMeta = null;
  };

  /**
   * Replaces the media source keeping position and play state (quality switch, HLS fallback).
   * Without a url resolver the src is set synchronously, so the first fetch starts during
   * createPlayer() rather than after the UI is built. With `keepMarkup` (the first load), an
   * element that already loads this url from the page's markup is left alone.
   */
  async function swap(url: string, keepMarkup = false) {
    const gen = ++generation;
    const resumeAt = video.currentTime || 0;
    const wasPlaying = !video.paused && !video.ended;
    const real = deps.resolveUrl ? await deps.resolveUrl(url) : url;
    if (destroyed || gen !== generation) return;
    if (keepMarkup && alreadyLoading(video, real)) {
      assigned = true;
      return;
    }
    dropOnMeta();
    if (resumeAt > 0 || wasPlaying) {
      onMeta = () => {
        dropOnMeta();
        if (gen !== generation) return;
        if (resumeAt > 0) video.currentTime = resumeAt;
        if (wasPlaying) void Promise.resolve(video.play()).catch(() => {});
      };
      video.addEventListener('loadedmetadata', onMeta);
    }
    video.src = real;
    video.load?.();
    assigned = true;
  }

  async function useMp4(rendition: Mp4Rendition | null, keepMarkup = false) {
    hls?.destroy();
    hls = null;
    if (!rendition) return;
    deps.dispatch({ type: 'source-change', engine: 'mp4', quality: rendition.label, qualities: labels });
    await swap(rendition.url, keepMarkup);
  }

  async function useHls(url: string): Promise<boolean> {
    // Prefer hls.js (MediaSource); native HLS (Safari, iOS) only when MediaSource is missing.
    let module: HlsModule | null = null;
    try {
      module = await deps.loadHls();
    } catch (error) {
      deps.logger.debug('hls.js failed to load, using mp4', error);
    }
    if (destroyed) return true;
    if (module?.isSupported()) {
      deps.dispatch({ type: 'source-change', engine: 'hls', quality: null, qualities: labels });
      assigned = true;
      hls = module.attach(video, url, {
        onLevels: (levels) => {
          if (!destroyed)
            deps.dispatch({ type: 'source-change', engine: 'hls', quality: null, qualities: levels });
        },
        onFatal: (error) => {
          if (destroyed) return;
          deps.reportError({ ...error, fatal: false });
          void useMp4(defaultRendition(plan.mp4));
        },
      });
      return true;
    }
    if (nativeHls(video)) {
      deps.dispatch({ type: 'source-change', engine: 'hls', quality: null, qualities: labels });
      await swap(url);
      return true;
    }
    return false;
  }

  return {
    async start() {
      if (plan.hls && (await useHls(plan.hls))) return;
      await useMp4(defaultRendition(plan.mp4), true);
    },
    get assigned() {
      return assigned;
    },
    setQuality(label) {
      if (destroyed) return;
      const state = deps.getState();
      if (state.engine === 'hls' && hls?.setLevel(label)) {
        deps.dispatch({ type: 'source-change', engine: 'hls', quality: label, qualities: state.qualities });
        return;
      }
      const rendition = plan.mp4.find((r) => r.label === label);
      if (rendition && (state.quality !== label || state.engine !== 'mp4')) void useMp4(rendition);
    },
    destroy() {
      destroyed = true;
      // The element may be the page's (adopted): leave no listener of ours on it.
      dropOnMeta();
      hls?.destroy();
      hls = null;
    },
  };
}
