import { UPLOAD_EXTENSIONS, UPLOAD_RULES } from '@tubekit/contract';
import { describe, expect, it } from 'vitest';
import { checkDetails, checkDuration, checkVideoFile, fileExtension } from './upload-checks.ts';

const GB10 = 10 * 1024 ** 3;
const codes = (name: string, size = 1000) => checkVideoFile({ name, size }).map((e) => e.code);

describe('the file checks before a byte is sent', () => {
  it('accepts 10 GB exactly and refuses one byte more', () => {
    expect(UPLOAD_RULES.maxBytes).toBe(GB10);
    expect(codes('clip1.mp4', GB10)).toEqual([]);
    expect(codes('clip1.mp4', GB10 + 1)).toEqual(['too_large']);
  });

  it.each(UPLOAD_EXTENSIONS)('accepts the allowed extension .%s in any case', (ext) => {
    expect(codes(`clip1.${ext}`)).toEqual([]);
    expect(codes(`clip1.${ext.toUpperCase()}`)).toEqual([]);
  });

  it('refuses other extensions and names without one', () => {
    expect(codes('clip1.exe')).toEqual(['extension']);
    expect(codes('clip1.mp3')).toEqual(['extension']);
    expect(codes('clip1')).toEqual(['extension']);
    expect(codes('clip1.mp4.zip')).toEqual(['extension']);
  });

  it('accepts Latin letters and digits only in the name', () => {
    expect(codes('MyVideo2024.mp4')).toEqual([]);
    for (const name of [
      'my video.mp4',
      'my_video.mp4',
      'my-video.mp4',
      'vidéo.mp4',
      'видео.mp4',
      'a.b.mp4',
      '.mp4',
    ])
      expect(codes(name), name).toEqual(['file_name']);
  });

  it('reports a bad name and a too large size together', () => {
    expect(codes('my clip.mp4', GB10 + 1)).toEqual(['file_name', 'too_large']);
  });

  it('reads the extension in lower case', () => {
    expect(fileExtension('A.MkV')).toBe('mkv');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('the length check', () => {
  it('needs 360 s for an exclusive video: 359 is refused, 360 passes', () => {
    expect(checkDuration(359, 1)).toEqual({ field: 'file', code: 'too_short', length: 360 });
    expect(checkDuration(359.9, 1)?.code).toBe('too_short');
    expect(checkDuration(360, 1)).toBeNull();
  });

  it('needs 600 s for a non-exclusive video: 599 is refused, 600 passes', () => {
    expect(checkDuration(599, 0)).toEqual({ field: 'file', code: 'too_short', length: 600 });
    expect(checkDuration(600, 0)).toBeNull();
  });

  it('leaves the length to the server when the browser could not read it (0)', () => {
    expect(checkDuration(0, 0)).toBeNull();
  });
});

describe('the details checks', () => {
  const ok = { title: 'A long title', description: '', categories: ['amateur'] };

  it('accepts a title of 5 to 120 characters', () => {
    expect(checkDetails({ ...ok, title: 'abcde' })).toEqual([]);
    expect(checkDetails({ ...ok, title: 'x'.repeat(120) })).toEqual([]);
    expect(checkDetails({ ...ok, title: 'abcd' })).toEqual([
      { field: 'title', code: 'min_length', length: 5 },
    ]);
    expect(checkDetails({ ...ok, title: 'x'.repeat(121) })).toEqual([
      { field: 'title', code: 'max_length', length: 120 },
    ]);
    expect(checkDetails({ ...ok, title: '   ' })).toEqual([{ field: 'title', code: 'required' }]);
  });

  it('accepts 1 to 5 categories', () => {
    const cats = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect(checkDetails({ ...ok, categories: cats(0) }).map((e) => e.code)).toEqual(['min_length']);
    expect(checkDetails({ ...ok, categories: cats(1) })).toEqual([]);
    expect(checkDetails({ ...ok, categories: cats(5) })).toEqual([]);
    expect(checkDetails({ ...ok, categories: cats(6) }).map((e) => e.code)).toEqual(['max_length']);
  });

  it('accepts a description of 2000 characters, not 2001', () => {
    expect(checkDetails({ ...ok, description: 'x'.repeat(2000) })).toEqual([]);
    expect(checkDetails({ ...ok, description: 'x'.repeat(2001) })).toEqual([
      { field: 'description', code: 'max_length', length: 2000 },
    ]);
  });
});
