// @tubekit/embed from the registry, typechecked only (the loader needs a Tubekit server for
// its iframes; the embed journeys run it against the real one). A host page that pastes the
// site's /embed.js gets `window.TubekitEmbed` typed; a bundled host page creates the loader.

import { createLoader, type EmbedPlayer } from '@tubekit/embed';
import type {} from '@tubekit/embed/embed.js';

export function embedPlayers(tubeOrigin: string): EmbedPlayer[] {
  const loader = window.TubekitEmbed ?? createLoader(tubeOrigin);
  return loader.players();
}
