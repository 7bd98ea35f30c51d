import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedFile } from '../media/published-files.ts';
import { DEMO_PICTURE_SIZE, demoPicture, initialsOf } from './demo-pictures.ts';

/** A media root for the path checks (nothing is written there). */
const MEDIA_ROOT = join(tmpdir(), 'tk-demo-media');

describe('demo performer and channel pictures', () => {
  it('draws a performer as a 240x320 SVG with the initials and a channel as a 320x180 logo with its name', () => {
    const model = demoPicture('models', 12, 'Kalira Venn');
    expect(model.svg).toMatch(/^<svg [^>]*viewBox="0 0 240 320" width="240" height="320"/);
    expect(model.svg).toContain('>KV</text>');
    const channel = demoPicture('channels', 3, 'Velvet Harbor Studio');
    expect(channel.svg).toMatch(/^<svg [^>]*viewBox="0 0 320 180" width="320" height="180"/);
    expect(channel.svg).toContain('>VH</text>');
    expect(channel.svg).toContain('>Velvet Harbor Studio</text>');
    expect(DEMO_PICTURE_SIZE).toEqual({
      models: { width: 240, height: 320 },
      channels: { width: 320, height: 180 },
    });
  });

  it('is generated art only: no embedded or linked image, no script, no link to anything', () => {
    for (const { svg } of [demoPicture('models', 1, 'Ana Bo'), demoPicture('channels', 1, 'Ana Bo TV')]) {
      expect(svg).not.toMatch(/<image|<script|<foreignObject|href=|url\((?!#g\))/i);
    }
  });

  it('escapes the title: markup in a name stays text', () => {
    const { svg } = demoPicture('channels', 5, '<b>Bold</b> & "Co"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;Bold&#60;/b&#62; &#38; &#34;Co&#34;');
  });

  it('names the file by kind, id and a hash of its bytes: the same entity the same URL, another title another URL', () => {
    const a = demoPicture('models', 42, 'Mira Sol');
    expect(a.url).toMatch(/^\/media\/demo\/models\/42-[0-9a-f]{12}\.svg$/);
    expect(demoPicture('models', 42, 'Mira Sol')).toEqual(a);
    expect(demoPicture('models', 42, 'Mira Sun').url).not.toBe(a.url);
    expect(demoPicture('models', 43, 'Mira Sol').svg).not.toBe(a.svg);
  });

  it('is a URL /media/* serves, public (no signature)', () => {
    for (const kind of ['models', 'channels'] as const) {
      const { url } = demoPicture(kind, 7, 'Tova Rin');
      expect(publishedFile(MEDIA_ROOT, url.slice('/media/'.length))).toEqual({
        file: join(MEDIA_ROOT, url.slice('/media/'.length)),
        signed: false,
      });
    }
    // Nothing else under demo/: another extension, kind, or a name without the hash.
    for (const path of [
      'demo/models/7-0123456789ab.jpg',
      'demo/users/7-0123456789ab.svg',
      'demo/models/7.svg',
    ])
      expect(publishedFile(MEDIA_ROOT, path)).toBeNull();
  });

  it('takes the initials of the first two words, letters only', () => {
    expect(initialsOf('velvet harbor studio')).toBe('VH');
    expect(initialsOf('Ódra')).toBe('Ó');
    expect(initialsOf('42 Lanes TV')).toBe('LT');
    expect(initialsOf('')).toBe('');
  });
});
