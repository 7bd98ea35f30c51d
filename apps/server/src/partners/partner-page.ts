import { escapeHtml } from '@tubekit/contract';
import { PARTNER_COUNTERS, type PartnerDay } from './partner-stats.ts';

/** What the partner page shows: the form alone, an error above it, or a token's numbers. */
export type PartnerPageState =
  | { kind: 'form'; error?: string }
  | { kind: 'stats'; campaigns: readonly string[]; from: string; to: string; days: PartnerDay[] };

const HEADINGS: Record<(typeof PARTNER_COUNTERS)[number], string> = {
  visits: 'Visits',
  views: 'Video views',
  plays: 'Plays',
  ad_impressions: 'Ad impressions',
  signups: 'Sign-ups',
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#0f0f12;color:#eee;margin:0;padding:24px}
main{max-width:960px;margin:auto}a{color:#ff8a1f}label{display:block;margin:8px 0}
input{font:inherit;padding:6px;background:#1b1b20;color:#eee;border:1px solid #444;border-radius:4px;max-width:100%;box-sizing:border-box}
button{font:inherit;padding:6px 16px;background:#ff8a1f;color:#111;border:0;border-radius:4px;cursor:pointer}
table{border-collapse:collapse;width:100%;margin:16px 0}th,td{padding:6px 8px;border-bottom:1px solid #333;text-align:right}
th:first-child,td:first-child,th:nth-child(2),td:nth-child(2){text-align:left}.error{color:#ff6b6b}
.scroll{overflow-x:auto}td:nth-child(2){white-space:nowrap}`;

/** The token form (POST to itself, so the token never lands in a URL or a log line). */
function form(from = '', to = ''): string {
  return `<form method="post" action="/partners/">
<label>Partner token <input type="password" name="token" required autocomplete="current-password" size="40"></label>
<label>From <input type="date" name="from" value="${escapeHtml(from)}"></label>
<label>To <input type="date" name="to" value="${escapeHtml(to)}"></label>
<button type="submit">Show numbers</button>
</form>`;
}

function table(days: PartnerDay[]): string {
  if (days.length === 0) return '<p>No visits, views, plays, ad impressions or sign-ups in these days.</p>';
  const head = `<tr><th>Campaign</th><th>Day (UTC)</th>${PARTNER_COUNTERS.map((c) => `<th>${HEADINGS[c]}</th>`).join('')}</tr>`;
  const rows = days
    .map(
      (d) =>
        `<tr><td>${escapeHtml(d.campaign)}</td><td>${escapeHtml(d.day)}</td>${PARTNER_COUNTERS.map((c) => `<td>${d[c]}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<div class="scroll"><table>\n${head}\n${rows}\n</table></div>`;
}

/**
 * The partner numbers page (/partners/): a server-rendered document with no script, so it
 * adds nothing to the site's bundles. Every value shown is escaped.
 */
export function renderPartnerPage(state: PartnerPageState, nonce: string): string {
  const body =
    state.kind === 'form'
      ? `${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}${form()}`
      : `<p>Campaigns: ${state.campaigns.map(escapeHtml).join(', ')}. Days ${escapeHtml(state.from)} to ${escapeHtml(state.to)} (UTC).</p>
${table(state.days)}
${form(state.from, state.to)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Partner numbers - Tubekit</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
<h1>Partner numbers</h1>
<p>Visits, video views, plays, ad impressions and sign-ups your campaigns brought, per UTC day.
The same numbers as JSON: <code>GET /partners/stats.json</code> with <code>Authorization: Bearer &lt;token&gt;</code>
(<a href="/content-partner-program/">partner program</a>).</p>
${body}
</main>
</body>
</html>`;
}
