import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, MAX_SERVER_PROCESSES } from './config.ts';

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

describe('loadConfig: sources outside the served media root', () => {
  it('keeps sources in {data}/sources by default, or TUBEKIT_SOURCES_DIR, apart from the media root', () => {
    const config = loadConfig(base);
    expect([config.mediaRoot, config.sourcesDir]).toEqual([
      '/tmp/tubekit-test-data/media',
      '/tmp/tubekit-test-data/sources',
    ]);
    expect(loadConfig({ ...base, TUBEKIT_SOURCES_DIR: '/srv/originals' }).sourcesDir).toBe('/srv/originals');
  });

  it('refuses at start a sources dir inside the media root (issue 25: originals sat under the served root)', () => {
    for (const dir of ['/tmp/tubekit-test-data/media', '/tmp/tubekit-test-data/media/sources']) {
      expect(() => loadConfig({ ...base, TUBEKIT_SOURCES_DIR: dir })).toThrow(/TUBEKIT_SOURCES_DIR/);
    }
    expect(() =>
      loadConfig({ ...base, TUBEKIT_MEDIA_ROOT: '/srv', TUBEKIT_SOURCES_DIR: '/srv/x/originals' }),
    ).toThrow(/outside the media root/);
    // A sibling whose name merely starts like the media root is fine.
    expect(
      loadConfig({ ...base, TUBEKIT_SOURCES_DIR: '/tmp/tubekit-test-data/media-sources' }).sourcesDir,
    ).toBe('/tmp/tubekit-test-data/media-sources');
  });
});

describe('loadConfig: uploads outside the served media root', () => {
  it('keeps uploads in {data}/uploads by default, or TUBEKIT_UPLOADS_DIR', () => {
    expect(loadConfig(base).uploadsDir).toBe('/tmp/tubekit-test-data/uploads');
    expect(loadConfig({ ...base, TUBEKIT_UPLOADS_DIR: '/srv/incoming' }).uploadsDir).toBe('/srv/incoming');
  });

  it('refuses at start an uploads dir inside the media root', () => {
    for (const dir of ['/tmp/tubekit-test-data/media', '/tmp/tubekit-test-data/media/uploads']) {
      expect(() => loadConfig({ ...base, TUBEKIT_UPLOADS_DIR: dir })).toThrow(/TUBEKIT_UPLOADS_DIR/);
    }
  });
});

describe('loadConfig: captcha', () => {
  const keys = { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret-key' };

  it('is the self-hosted ALTCHA without CAPTCHA_PROVIDER, keys or not', () => {
    expect(loadConfig(base).captcha).toEqual({ provider: 'altcha' });
    expect(loadConfig({ ...base, ...keys, CAPTCHA_PROVIDER: 'altcha' }).captcha).toEqual({
      provider: 'altcha',
    });
  });

  it('takes hcaptcha or turnstile with both keys, and an optional siteverify URL', () => {
    expect(loadConfig({ ...base, ...keys, CAPTCHA_PROVIDER: 'hcaptcha' }).captcha).toEqual({
      provider: 'hcaptcha',
      siteKey: 'site-key',
      secret: 'secret-key',
    });
    expect(
      loadConfig({
        ...base,
        ...keys,
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/siteverify',
      }).captcha,
    ).toEqual({
      provider: 'turnstile',
      siteKey: 'site-key',
      secret: 'secret-key',
      verifyUrl: 'http://127.0.0.1:9000/siteverify',
    });
  });

  it('refuses at start a third-party provider without both keys, an unknown provider, and a bad siteverify URL', () => {
    for (const missing of [
      {},
      { CAPTCHA_SITE_KEY: 'k' },
      { CAPTCHA_SECRET: 's' },
      { ...keys, CAPTCHA_SECRET: ' ' },
    ])
      expect(() => loadConfig({ ...base, ...missing, CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(
        /CAPTCHA_PROVIDER=hcaptcha needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET/,
      );
    expect(() => loadConfig({ ...base, ...keys, CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() =>
      loadConfig({ ...base, ...keys, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_VERIFY_URL: 'siteverify' }),
    ).toThrow(/CAPTCHA_VERIFY_URL/);
  });
});

describe('loadConfig: the page cache', () => {
  it('keeps 64 MiB of pages for 60 s by default; 0 turns it off', () => {
    expect(loadConfig(base).pageCache).toEqual({ bytes: 64 * 1024 * 1024, ttlS: 60 });
    expect(
      loadConfig({ ...base, TUBEKIT_PAGE_CACHE_BYTES: '0', TUBEKIT_PAGE_CACHE_TTL_S: ' 30 ' }).pageCache,
    ).toEqual({ bytes: 0, ttlS: 30 });
  });

  it('refuses a size or lifetime that is not a whole number >= 0, at start', () => {
    for (const bad of ['-1', '1.5', '64M', 'x'])
      expect(() => loadConfig({ ...base, TUBEKIT_PAGE_CACHE_BYTES: bad })).toThrow(
        /TUBEKIT_PAGE_CACHE_BYTES/,
      );
    expect(() => loadConfig({ ...base, TUBEKIT_PAGE_CACHE_TTL_S: '1e3' })).toThrow(
      /TUBEKIT_PAGE_CACHE_TTL_S/,
    );
  });
});

describe('loadConfig: the server processes', () => {
  it('runs one server process per core by default; TUBEKIT_SERVER_PROCESSES sets 1 to 64', () => {
    expect(loadConfig(base).serverProcesses).toBe(availableParallelism());
    expect(loadConfig({ ...base, TUBEKIT_SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
    expect(
      loadConfig({ ...base, TUBEKIT_SERVER_PROCESSES: ` ${MAX_SERVER_PROCESSES} ` }).serverProcesses,
    ).toBe(MAX_SERVER_PROCESSES);
  });

  it('refuses 0, more than 64 and anything not a whole number, at start', () => {
    for (const bad of ['0', String(MAX_SERVER_PROCESSES + 1), '-1', '1.5', 'two'])
      expect(() => loadConfig({ ...base, TUBEKIT_SERVER_PROCESSES: bad })).toThrow(
        /TUBEKIT_SERVER_PROCESSES/,
      );
  });
});

describe('loadConfig: Redis (cluster mode)', () => {
  it('has no Redis without TUBEKIT_REDIS_URL; with it, the URL and the prefix (default tubekit:)', () => {
    expect(loadConfig(base).redis).toBeUndefined();
    expect(loadConfig({ ...base, TUBEKIT_REDIS_URL: ' redis://:pw@10.0.0.5:6380/2 ' }).redis).toEqual({
      url: 'redis://:pw@10.0.0.5:6380/2',
      prefix: 'tubekit:',
    });
    expect(
      loadConfig({ ...base, TUBEKIT_REDIS_URL: 'rediss://cache.example', TUBEKIT_REDIS_PREFIX: 'site-2:' })
        .redis,
    ).toEqual({ url: 'rediss://cache.example', prefix: 'site-2:' });
  });

  it('refuses a URL that is not redis:// or rediss:// without repeating it (it may hold a password), and a bad prefix, at start', () => {
    for (const bad of ['http://cache.example', 'cache.example:6379', 'redis//x'])
      expect(() => loadConfig({ ...base, TUBEKIT_REDIS_URL: bad })).toThrow(
        /^TUBEKIT_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/,
      );
    for (const bad of ['a b', 'x'.repeat(65), 'site{1}'])
      expect(() =>
        loadConfig({ ...base, TUBEKIT_REDIS_URL: 'redis://127.0.0.1', TUBEKIT_REDIS_PREFIX: bad }),
      ).toThrow(/TUBEKIT_REDIS_PREFIX/);
  });
});

describe('loadConfig: S3 object storage (cluster mode)', () => {
  it('keeps files on local disk without TUBEKIT_S3_BUCKET', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    expect(loadConfig({ ...base, TUBEKIT_S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
  });

  it('reads the bucket with its defaults: us-east-1, virtual-host addressing, no prefix, the SDK chain', () => {
    expect(loadConfig({ ...base, TUBEKIT_S3_BUCKET: 'tube-media' }).s3).toEqual({
      bucket: 'tube-media',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reads every setting, trimming the trailing slash of the URLs', () => {
    const s3 = loadConfig({
      ...base,
      TUBEKIT_S3_BUCKET: 'tube',
      TUBEKIT_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      TUBEKIT_S3_REGION: 'eu-central-1',
      TUBEKIT_S3_ACCESS_KEY_ID: 'AKID',
      TUBEKIT_S3_SECRET_ACCESS_KEY: 'secret',
      TUBEKIT_S3_FORCE_PATH_STYLE: '1',
      TUBEKIT_S3_PREFIX: 'site1/',
      TUBEKIT_MEDIA_URL: 'https://cdn.example/',
    }).s3;
    expect(s3).toEqual({
      bucket: 'tube',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'site1/',
      publicUrl: 'https://cdn.example',
    });
  });

  it('refuses bad values at start', () => {
    const bad: Record<string, string>[] = [
      { TUBEKIT_S3_BUCKET: 'ab' },
      { TUBEKIT_S3_BUCKET: 'Tube_Media' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_ENDPOINT: '127.0.0.1:9000' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_ENDPOINT: 'ftp://s3.example' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_REGION: 'EU Central' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_ACCESS_KEY_ID: 'AKID' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_SECRET_ACCESS_KEY: 'secret' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_FORCE_PATH_STYLE: 'yes' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_PREFIX: 'site1' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_PREFIX: '/site1/' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_S3_PREFIX: 'a/../' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_MEDIA_URL: 'cdn.example' },
      { TUBEKIT_S3_BUCKET: 'tube', TUBEKIT_MEDIA_URL: 'https://cdn.example/?a=1' },
    ];
    for (const env of bad)
      expect(() => loadConfig({ ...base, ...env }), JSON.stringify(env)).toThrow(/TUBEKIT_/);
  });
});
