import '@tubekit/player/style.css';
import '../style.css';
import { mountEmbed } from './mount.ts';

// The client entry of /embed/{video_id}/: the shell already shows the poster; this starts
// the player once the age rule allows it.
void mountEmbed(window);
