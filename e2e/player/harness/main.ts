// The e2e harness page: mounts @tubekit/player (resolved to its src/ entry through the
// 'source' condition at build time) with a fixture picked by `?fixture=`; the rest of the
// query string goes to the player as the page query (autostart, start_time...).
import { createPlayer, type GoalName, type Player } from '@tubekit/player';
import '@tubekit/player/style.css';
import { FIXTURES } from './fixtures.ts';

declare global {
  interface Window {
    /** The player under test. */
    player: Player | null;
    /** Analytics goals the player sent, in order. */
    goals: Array<{ goal: GoalName; data: Record<string, unknown> }>;
  }
}

const params = new URLSearchParams(location.search);
const fixture = FIXTURES[params.get('fixture') ?? 'ladder'];
if (!fixture) throw new Error(`unknown fixture ${params.get('fixture')}`);

window.goals = [];
window.player = createPlayer({
  container: document.getElementById('player'),
  sources: fixture(),
  title: 'Sample clip',
  query: location.search,
  onGoal: (goal, data) => window.goals.push({ goal, data }),
});
