import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { TUBEKIT_SECRET: 'test-secret-0123456789', TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data' };

describe('loadConfig: player ads', () => {
  it('has no ads without TUBEKIT_VAST_TAGS (or with only blanks in it)', () => {
    expect(loadConfig(base).ads).toBeUndefined();
    expect(loadConfig({ ...base, TUBEKIT_VAST_TAGS: ' , ' }).ads).toBeUndefined();
    // A pause ad alone is no ads: the pause ad rides with the preroll.
    expect(loadConfig({ ...base, TUBEKIT_PAUSE_AD_URL: 'https://ads.example/pause' }).ads).toBeUndefined();
  });

  it('reads the tags in backup order, trimmed, with the {campaign} placeholder kept', () => {
    const config = loadConfig({
      ...base,
      TUBEKIT_VAST_TAGS: ' https://a.example/vast?c={campaign} ,https://b.example/vast,',
      TUBEKIT_PAUSE_AD_URL: 'https://ads.example/pause',
    });
    expect(config.ads).toEqual({
      tags: ['https://a.example/vast?c={campaign}', 'https://b.example/vast'],
      pauseAdUrl: 'https://ads.example/pause',
    });
  });

  it('refuses a tag or pause ad that is not an absolute http(s) URL, at start', () => {
    expect(() => loadConfig({ ...base, TUBEKIT_VAST_TAGS: 'ads.example/vast' })).toThrow(/TUBEKIT_VAST_TAGS/);
    expect(() => loadConfig({ ...base, TUBEKIT_VAST_TAGS: 'javascript:alert(1)' })).toThrow(
      /TUBEKIT_VAST_TAGS/,
    );
    expect(() =>
      loadConfig({ ...base, TUBEKIT_VAST_TAGS: 'https://a.example/v', TUBEKIT_PAUSE_AD_URL: '/pause' }),
    ).toThrow(/TUBEKIT_PAUSE_AD_URL/);
  });
});
