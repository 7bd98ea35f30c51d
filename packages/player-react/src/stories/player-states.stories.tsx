import type { Meta, StoryObj } from '@storybook/react-vite';
import { playLooping, playThenPause, playToEnd, stall } from './drives.ts';
import { clipSources, mediaUrl, missingSources } from './story-media.ts';
import { StoryPlayer } from './story-player.tsx';

/**
 * The five player states of spec section 4, plus an error. Each story drives a real player
 * over a real generated clip; the line under the player is what `usePlayerState` reads.
 */
const meta = {
  title: 'Player/States',
  component: StoryPlayer,
  args: { title: 'Sample clip', poster: mediaUrl('thumb.jpg'), sources: clipSources() },
} satisfies Meta<typeof StoryPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted, nothing played yet: poster and big play button. */
export const Idle: Story = {};

/** Was playing, then the media stalled (`waiting`). */
export const Buffering: Story = { args: { drive: stall } };

/** Real muted playback (autostart=1 is muted by spec); loops so it stays in this state. */
export const Playing: Story = { args: { query: '?autostart=1', drive: playLooping } };

/** Played to the first frame, then paused through the player API. */
export const Paused: Story = { args: { drive: playThenPause } };

/** Played to the end; no next video, not embedded: no countdown, no related panel. */
export const Complete: Story = { args: { drive: playToEnd } };

/** The source 404s: a real media error; the player shows no message (spec section 8), the state has it. */
export const ErrorState: Story = { name: 'Error', args: { sources: missingSources() } };
