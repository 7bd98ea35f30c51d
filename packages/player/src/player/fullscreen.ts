import type { PlayerAction } from '../core/actions';
import type { Disposer } from '../foundation/disposer';

type WebkitVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
};

/** Fullscreen of the player root, with the iOS video-only fallback. */
export interface FullscreenControl {
  toggle(): void;
}

/** Wires fullscreen: the document event writes state, the toggle only requests. */
export function createFullscreen(
  root: HTMLElement,
  video: HTMLVideoElement,
  dispatch: (action: PlayerAction) => void,
  disposer: Disposer,
): FullscreenControl {
  const doc = root.ownerDocument;
  disposer.listen(doc, 'fullscreenchange', () => {
    dispatch({ type: 'fullscreen-change', fullscreen: doc.fullscreenElement === root });
  });
  disposer.listen(video, 'webkitbeginfullscreen', () =>
    dispatch({ type: 'fullscreen-change', fullscreen: true }),
  );
  disposer.listen(video, 'webkitendfullscreen', () =>
    dispatch({ type: 'fullscreen-change', fullscreen: false }),
  );
  return {
    toggle() {
      const v = video as WebkitVideo;
      if (doc.fullscreenElement) {
        void doc.exitFullscreen?.().catch(() => {});
      } else if (typeof root.requestFullscreen === 'function') {
        void root.requestFullscreen().catch(() => {});
      } else if (typeof v.webkitEnterFullscreen === 'function') {
        // iOS Safari only allows the video element itself to go fullscreen.
        v.webkitEnterFullscreen();
      }
    },
  };
}

/** Toggles picture-in-picture; unsupported browsers do nothing. */
export function togglePip(video: HTMLVideoElement): void {
  const doc = video.ownerDocument as Document & {
    pictureInPictureElement?: Element | null;
    exitPictureInPicture?: () => Promise<void>;
  };
  const v = video as HTMLVideoElement & { requestPictureInPicture?: () => Promise<unknown> };
  if (doc.pictureInPictureElement) void doc.exitPictureInPicture?.().catch(() => {});
  else if (typeof v.requestPictureInPicture === 'function') void v.requestPictureInPicture().catch(() => {});
}
