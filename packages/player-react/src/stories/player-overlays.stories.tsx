import type { Meta, StoryObj } from '@storybook/react-vite';
import { createManualClock } from '@tubekit/player';
import { type ReactNode, useState } from 'react';
import { countdownAfter, playThenPause } from './drives.ts';
import { clipSources, mediaUrl, nextVideo, relatedVideos } from './story-media.ts';
import { StoryPlayer, type StoryPlayerProps } from './story-player.tsx';

/** Countdown on a manual clock, so the story holds still instead of navigating after 12 s. */
function CountdownPlayer(props: StoryPlayerProps): ReactNode {
  const [clock] = useState(() => createManualClock());
  const [drive] = useState(() => countdownAfter(clock, 3000));
  return <StoryPlayer {...props} clock={clock} drive={drive} />;
}

/** Overlays and panels of spec sections 2 and 4, each reached by driving a real player. */
const meta = {
  title: 'Player/Overlays',
  component: StoryPlayer,
  args: { title: 'Sample clip', poster: mediaUrl('thumb.jpg'), sources: clipSources() },
} satisfies Meta<typeof StoryPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ended with a next video: "Next video in 9" (12 s countdown, 3 s advanced), Play now / Cancel. */
export const Countdown: Story = {
  args: { next: nextVideo() },
  render: (args) => <CountdownPlayer {...args} />,
};

/** Embed mode, paused: the related panel opens (player wider than 420 px). */
export const RelatedPanel: Story = {
  args: { embed: true, related: relatedVideos(), drive: playThenPause },
};

/**
 * A VR source on a device that asks for motion permission (iOS): the overlay with "Allow
 * motion". The story makes this browser look like one: a touch screen (`maxTouchPoints`) and a
 * `DeviceMotionEvent.requestPermission` that grants (desktop Chromium has the API but no touch
 * screen, and gets no overlay); the player's own detection does the rest.
 */
export const VrPermission: Story = {
  args: { sources: clipSources({ vr: 'vr_360_mono' }) },
  beforeEach: () => {
    const api = globalThis.DeviceMotionEvent as unknown as { requestPermission?: () => Promise<string> };
    const had = Object.hasOwn(api, 'requestPermission');
    const previous = api.requestPermission;
    api.requestPermission = async () => 'granted';
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    return () => {
      if (had) api.requestPermission = previous;
      else delete api.requestPermission;
      Reflect.deleteProperty(navigator, 'maxTouchPoints');
    };
  },
};

/** status_id 5: "Video has been recently deleted", the player never starts. */
export const DeletedVideo: Story = { args: { deleted: true } };
