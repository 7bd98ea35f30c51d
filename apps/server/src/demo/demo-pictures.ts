import { createHash } from 'node:crypto';

/**
 * Generated pictures of the demo performers and channels: abstract SVG art (a gradient,
 * a few geometric shapes, a faceless silhouette or a logo mark, and initials), never a
 * photo and never a likeness of anyone. Each is a pure function of the entity's kind, id
 * and title, so the seed names the file in the row and writes the file later (or again, on
 * a start that finds it gone) with the same bytes. The name carries a hash of the bytes, so
 * a regenerated catalogue never meets a stale cached picture.
 */

/** Where the pictures are served from; the files live under `{media root}/demo/`. */
export const DEMO_PICTURES_PREFIX = '/media/demo/';

/** The two kinds of entity that get a picture, as their folder names. */
export type DemoPictureKind = 'models' | 'channels';

/** Sizes of the pictures: the model card is 3:4, the channel card 16:9 (the site's cards). */
export const DEMO_PICTURE_SIZE: Record<DemoPictureKind, { width: number; height: number }> = {
  models: { width: 240, height: 320 },
  channels: { width: 320, height: 180 },
};

/** A picture's URL (what the row's `thumbnail` holds) and its SVG text. */
export interface DemoPicture {
  url: string;
  svg: string;
}

/** The picture of one performer or channel. */
export function demoPicture(kind: DemoPictureKind, id: number, title: string): DemoPicture {
  const seed = createHash('sha256').update(`${kind}:${id}:${title}`).digest();
  const svg = kind === 'models' ? portraitSvg(seed, title) : logoSvg(seed, title);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  return { url: `${DEMO_PICTURES_PREFIX}${kind}/${id}-${hash}.svg`, svg };
}

/** "Velvet Harbor Studio" -> "VH": the first letters of the first two words. */
export function initialsOf(title: string): string {
  const words = title.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('')
    .toUpperCase();
}

/** Escapes text for an SVG text node or attribute. */
function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Two gradient colours and an accent from the seed's first bytes (hues 0-359). */
function palette(seed: Buffer) {
  const hue = ((seed[0] as number) * 256 + (seed[1] as number)) % 360;
  const second = (hue + 30 + ((seed[2] as number) % 90)) % 360;
  return {
    from: `hsl(${hue},58%,46%)`,
    to: `hsl(${second},52%,20%)`,
    accent: `hsl(${(hue + 180) % 360},70%,72%)`,
  };
}

/** The gradient background and three translucent circles placed by the seed. */
function background(seed: Buffer, width: number, height: number): string {
  const p = palette(seed);
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = Math.round(((seed[3 + i * 3] as number) / 255) * width);
      const cy = Math.round(((seed[4 + i * 3] as number) / 255) * height);
      const r = Math.round(height * (0.15 + ((seed[5 + i * 3] as number) / 255) * 0.35));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}" fill-opacity=".16"/>`;
    })
    .join('');
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/>` +
    `<stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}`
  );
}

function svgOpen(width: number, height: number, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${xml(title)}</title>`
  );
}

const FONT = 'font-family="system-ui,sans-serif" font-weight="700" fill="#fff" text-anchor="middle"';

/** A performer: background, a faceless head-and-shoulders shape, initials on the chest. */
function portraitSvg(seed: Buffer, title: string): string {
  const { width, height } = DEMO_PICTURE_SIZE.models;
  return (
    svgOpen(width, height, title) +
    background(seed, width, height) +
    '<circle cx="120" cy="122" r="48" fill="#fff" fill-opacity=".3"/>' +
    '<path d="M28 320C28 232 72 190 120 190S212 232 212 320Z" fill="#fff" fill-opacity=".3"/>' +
    `<text x="120" y="284" font-size="40" ${FONT}>${xml(initialsOf(title))}</text></svg>`
  );
}

/** A channel: background, a round mark with the initials, the name under it. */
function logoSvg(seed: Buffer, title: string): string {
  const { width, height } = DEMO_PICTURE_SIZE.channels;
  // About 0.6 em a character: the name fits in 290 px, at 26 px at most.
  const nameSize = Math.min(26, Math.floor(290 / (0.6 * Math.max(1, title.length))));
  return (
    svgOpen(width, height, title) +
    background(seed, width, height) +
    '<circle cx="160" cy="72" r="42" fill="#fff" fill-opacity=".22" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>' +
    `<text x="160" y="86" font-size="38" ${FONT}>${xml(initialsOf(title))}</text>` +
    `<text x="160" y="150" font-size="${nameSize}" ${FONT}>${xml(title)}</text></svg>`
  );
}
