import type { QualityLabel } from '../core/types';
import { labelFromHeight } from './levels';
import type { HlsAttachment, HlsAttachOptions, HlsModule } from './types';

/** The part of the hls.js class the player uses (a FakeHls in tests implements it). */
export interface HlsLike {
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, handler: (event: string, data: never) => void): void;
  destroy(): void;
  levels: ReadonlyArray<{ height: number }>;
  currentLevel: number;
}

/** The part of the hls.js constructor the player uses. */
export interface HlsConstructorLike {
  new (config?: Record<string, unknown>): HlsLike;
  isSupported(): boolean;
}

// hls.js event names (Hls.Events.MANIFEST_PARSED / ERROR), inlined so this file never
// imports the library statically.
const MANIFEST_PARSED = 'hlsManifestParsed';
const ERROR = 'hlsError';

/**
 * How far ahead hls.js buffers, in seconds. Its defaults keep loading up to 600 s while the
 * buffer is under 60 MB, which a low bitrate never reaches: a phone paid for ten minutes of
 * video in the first seconds after play. 30 s ahead rides out a stall; 60 s is the ceiling.
 */
export const HLS_FORWARD_BUFFER = { maxBufferLength: 30, maxMaxBufferLength: 60 } as const;

/** Wraps an hls.js constructor into the player's {@link HlsModule}. */
export function createHlsModule(Hls: HlsConstructorLike): HlsModule {
  return {
    isSupported: () => Hls.isSupported(),
    attach(video: HTMLVideoElement, url: string, options: HlsAttachOptions): HlsAttachment {
      const hls = new Hls({ startPosition: -1, capLevelToPlayerSize: true, ...HLS_FORWARD_BUFFER });
      let destroyed = false;
      hls.on(MANIFEST_PARSED, () => {
        if (destroyed) return;
        const labels = [...new Set(hls.levels.map((l) => labelFromHeight(l.height)))];
        options.onLevels(labels);
      });
      hls.on(ERROR, (_event, data: { fatal?: boolean; type?: string; details?: string }) => {
        if (destroyed || !data.fatal) return;
        const kind = data.type === 'networkError' ? 'network' : 'media';
        options.onFatal({ kind, code: `hls:${data.details ?? 'unknown'}`, fatal: true });
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      return {
        setLevel(label: QualityLabel) {
          const index = hls.levels.findIndex((l) => labelFromHeight(l.height) === label);
          if (index < 0) return false;
          hls.currentLevel = index;
          return true;
        },
        destroy() {
          if (destroyed) return;
          destroyed = true;
          hls.destroy();
        },
      };
    },
  };
}
