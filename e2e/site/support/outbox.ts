import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_DATA_DIR } from './paths.ts';

/** Undoes quoted-printable (soft line breaks and =XX), as nodemailer writes long lines. */
function quotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The link of the newest message to `to` whose link path starts with `path`
 * (`/signup/confirm/`, `/signup/reset/`), waiting up to `timeoutMs` for it to arrive in the
 * outbox of the server whose data dir is `dataDir` (the site journeys' server by default).
 */
export async function mailedLink(
  to: string,
  path: string,
  timeoutMs = 15_000,
  dataDir = SITE_DATA_DIR,
): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`);
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = quotedPrintable(await readFile(join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'm').test(message)) continue;
      const link = pattern.exec(message)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a ${path} link in ${outbox}`);
}
