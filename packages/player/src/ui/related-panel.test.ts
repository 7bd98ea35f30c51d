// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PlayerOptions } from '../index';
import { media } from '../test-utils/fixtures';
import { loadedPlayer, playerHarness, part as q } from '../test-utils/players';

const harness = playerHarness();
const make = (options: Partial<PlayerOptions> = {}) => loadedPlayer(harness, options, 800);
const related = [{ video_id: 7, dir: 'clip-seven', title: 'Clip seven', duration: 300, scr: '/scr/7.jpg' }];

describe('related panel and the big play button (issue 19: it showed through the panel)', () => {
  it('hides the big play button while the panel is open on pause, and shows it again on ×', () => {
    const player = make({ embed: true, related });
    media(player.video, 'playing');
    media(player.video, 'pause', { paused: true });
    expect(q(player, '[data-testid="tk-related"]').hidden).toBe(false);
    expect(q(player, '[data-testid="tk-big-play"]').hidden).toBe(true);
    q(player, 'button[aria-label="Close related videos"]').click();
    expect(q(player, '[data-testid="tk-related"]').hidden).toBe(true);
    expect(q(player, '[data-testid="tk-big-play"]').hidden).toBe(false);
  });

  it('hides the replay button under the panel at the end too (special user)', () => {
    const player = make({ specialUser: true, related });
    media(player.video, 'playing');
    media(player.video, 'ended');
    expect(player.getSnapshot().relatedOpen).toBe(true);
    expect(q(player, '[data-testid="tk-big-play"]').hidden).toBe(true);
  });

  it('has a heading row holding the × above a grid of the items, durations as times', () => {
    const player = make({ embed: true, related });
    const head = q(player, '.tk-related-head');
    expect(head.textContent).toBe('Related videos');
    expect(head.querySelector('button')?.getAttribute('aria-label')).toBe('Close related videos');
    expect(q(player, '.tk-related-grid .tk-related-duration').textContent).toBe('5:00');
  });
});
