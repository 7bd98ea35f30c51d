// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Player, usePlayerState } from './index.ts';

function Status() {
  return <b>{usePlayerState((s) => s.status)}</b>;
}

describe('<Player> on the server', () => {
  it('renders the wrapper without touching browser globals and leaves children to the client', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <Player className="video-player" title="Sample clip">
        <Status />
      </Player>,
    );
    expect(html).toBe('<div class="video-player"><div></div></div>');
  });
});
