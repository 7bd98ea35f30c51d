import { toggleIntent } from '../core/intents';
import { isPlaying } from '../core/rules';
import type { PlayerSnapshot } from '../core/types';
import { el, iconButton, setButton, setText, toggle } from './dom';
import { formatTime } from './format';
import {
  ICON_BACK,
  ICON_DOWNLOAD,
  ICON_EXIT_FULLSCREEN,
  ICON_FORWARD,
  ICON_FULLSCREEN,
  ICON_PAUSE,
  ICON_PIP,
  ICON_PLAY,
} from './icons';
import { createSeekBar } from './seek-bar';
import { createSettingsMenu } from './settings-menu';
import type { UiContext } from './types';
import { createVolume } from './volume';

/** The control bar: play, back/forward 10 s, time, seek bar, volume, settings, download, PiP, fullscreen. */
export function createControls(ctx: UiContext) {
  const doc = ctx.root.ownerDocument;
  const { player, disposer } = ctx;
  const play = iconButton(doc, 'tk-play', 'Play', ICON_PLAY);
  const back = iconButton(doc, 'tk-back', 'Back 10 seconds', ICON_BACK);
  const forward = iconButton(doc, 'tk-forward', 'Forward 10 seconds', ICON_FORWARD);
  const time = el(doc, 'span', { class: 'tk-time', 'aria-hidden': 'true' }, ['0:00 / 0:00']);
  const seekBar = createSeekBar(ctx);
  const volume = createVolume(ctx);
  const settings = createSettingsMenu(ctx);
  const pip = iconButton(doc, 'tk-pip', 'Picture in picture', ICON_PIP);
  const fullscreen = iconButton(doc, 'tk-fullscreen', 'Fullscreen', ICON_FULLSCREEN);
  const download = el(doc, 'a', {
    class: 'tk-btn tk-download',
    href: ctx.options.downloadUrl,
    // Without a URL it stays a hidden placeholder: `download` without `href` makes it a
    // link crawlers cannot follow (Lighthouse SEO "crawlable-anchors").
    download: Boolean(ctx.options.downloadUrl),
    'aria-label': 'Download',
    title: 'Download',
  });
  download.innerHTML = ICON_DOWNLOAD;
  download.hidden = true;
  const custom = (ctx.options.controls ?? []).map((control) => {
    const button = iconButton(doc, `tk-custom tk-custom-${control.id}`, control.label, control.icon ?? '');
    if (!control.icon) button.textContent = control.label;
    disposer.listen(button, 'click', () => control.onClick(player));
    return button;
  });

  disposer.listen(play, 'click', () => player.request(toggleIntent(player.getSnapshot())));
  disposer.listen(back, 'click', () => player.request('seek-back-request'));
  disposer.listen(forward, 'click', () => player.request('seek-forward-request'));
  disposer.listen(pip, 'click', () => player.request('pip-toggle-request'));
  disposer.listen(fullscreen, 'click', () => player.request('fullscreen-toggle-request'));
  const pipSupported =
    'pictureInPictureEnabled' in doc &&
    Boolean((doc as { pictureInPictureEnabled?: boolean }).pictureInPictureEnabled);
  pip.hidden = !pipSupported;

  const bar = el(doc, 'div', { class: 'tk-controls' }, [
    seekBar.el,
    el(doc, 'div', { class: 'tk-row' }, [
      play,
      back,
      forward,
      volume.el,
      time,
      el(doc, 'span', { class: 'tk-spacer' }),
      ...custom,
      download,
      settings.el,
      pip,
      fullscreen,
    ]),
  ]);
  let playing: boolean | null = null;
  let fs: boolean | null = null;

  return {
    el: bar,
    closeMenus: settings.close,
    render(s: PlayerSnapshot) {
      seekBar.render(s);
      volume.render(s);
      settings.render(s);
      setText(time, `${formatTime(s.currentTime)} / ${formatTime(s.duration)}`);
      toggle(download, s.downloadVisible);
      const on = isPlaying(s);
      if (on !== playing) {
        playing = on;
        setButton(play, on ? ICON_PAUSE : ICON_PLAY, on ? 'Pause' : 'Play');
      }
      if (s.fullscreen !== fs) {
        fs = s.fullscreen;
        setButton(
          fullscreen,
          fs ? ICON_EXIT_FULLSCREEN : ICON_FULLSCREEN,
          fs ? 'Exit fullscreen' : 'Fullscreen',
        );
      }
    },
  };
}
