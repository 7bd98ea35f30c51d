import { expect, test } from '@playwright/test';
import { DELETED_VIDEO_ID } from './support/paths.ts';

/**
 * The documents as a crawler or a visitor without JavaScript gets them: plain HTTP, no
 * browser. Titles, canonical links, real <a href> links and the content are in the HTML.
 */
const html = { accept: 'text/html', cookie: '_agev=1' };

function ldJson(body: string): unknown[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  );
}

test('home: title, description, canonical, 24 video links and the nav, without JavaScript', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/', { headers: html });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const body = await response.text();
  expect(body).toContain('<title>Free trending videos | Tubekit</title>');
  expect(body).toMatch(/<meta name="description" content="[^"]+">/);
  expect(body).toContain(`<link rel="canonical" href="${baseURL}/">`);
  const videoLinks = new Set(body.match(/href="\/video\/\d+\/[a-z0-9-]+\/"/g));
  expect(videoLinks.size).toBe(24);
  for (const href of ['/categories/', '/videos/latest-updates/1/', '/2/'])
    expect(body, href).toContain(`href="${href}"`);
  // One page for every visitor (the page cache): the gate is in its markup and the head
  // script hides it before the first paint for _agev=1 (age-gate-paint.spec.ts).
  expect(body).toMatch(/<script nonce="[^"]+">if\(.*_agev=1.*age-ok/);
});

test('listing pages: titles with the page suffix, canonicals, pager and video links', async ({
  request,
  baseURL,
}) => {
  const categories = await (await request.get('/categories/', { headers: html })).text();
  const dir = /href="\/categories\/([a-z0-9-]+)\/"/.exec(categories)?.[1] ?? '';
  expect(dir).not.toBe('');
  const body = await (await request.get(`/categories/${dir}/`, { headers: html })).text();
  expect(body).toMatch(/<title>[^<]+ \| Tubekit<\/title>/);
  expect(body).toContain(`<link rel="canonical" href="${baseURL}/categories/${dir}/">`);
  expect(body).toMatch(/<h1>[^<]+(<!-- -->)? videos<\/h1>/);
  expect(body).toMatch(/href="\/video\/\d+\/[a-z0-9-]+\/"/);

  const videos = await (await request.get('/videos/top-rated/2/', { headers: html })).text();
  expect(videos).toMatch(/<title>[^<]+ - Page 2 \| Tubekit<\/title>/);
  // Page 2 is its own page to a search engine, not a copy of /videos/ (issue #19).
  expect(videos).toContain(`<link rel="canonical" href="${baseURL}/videos/top-rated/2/">`);
  expect(videos).toContain('href="/videos/top-rated/1/"');
  expect(videos).toContain('href="/videos/top-rated/3/"');
  expect(new Set(videos.match(/href="\/video\/\d+\/[a-z0-9-]+\/"/g)).size).toBeGreaterThan(20);
});

test('a video page: title, canonical, VideoObject JSON-LD, related links; a deleted one has none', async ({
  request,
  baseURL,
}) => {
  const home = await (await request.get('/', { headers: html })).text();
  const [, path = '', id = ''] = /href="(\/video\/(\d+)\/[a-z0-9-]+\/)"/.exec(home) ?? [];
  const response = await request.get(path, { headers: html });
  expect(response.status()).toBe(200);
  const body = await response.text();
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(body)?.[1] ?? '';
  expect(title).not.toBe('');
  expect(body).toContain(`<title>${title} | Tubekit</title>`);
  // The video page's own URL, not `/video/` (a 404).
  expect(body).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
  const [video] = ldJson(body);
  expect(video).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: title,
    url: `${baseURL}${path}`,
    embedUrl: expect.stringContaining(`/embed/${id}`),
    contentUrl: `${baseURL}/content/${id}.mp4`,
    uploadDate: expect.any(String),
    // What a search result shows beside the video (issue #19 item 9).
    duration: expect.stringMatching(/^PT(\d+H)?(\d+M)?(\d+S)?$/),
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' } },
      { '@type': 'InteractionCounter', interactionType: { '@type': 'LikeAction' } },
    ],
  });
  expect(Number.isNaN(Date.parse((video as { uploadDate: string }).uploadDate))).toBe(false);
  // The contentUrl stays valid: it redirects to a freshly signed file that serves video bytes.
  const content = await request.get(`/content/${id}.mp4`, { maxRedirects: 0 });
  expect(content.status()).toBe(302);
  const file = await request.get(String(content.headers().location), { headers: { range: 'bytes=0-1023' } });
  expect([file.status(), file.headers()['content-type']]).toEqual([206, 'video/mp4']);
  // Related videos are real links (?r=1) in the served HTML.
  expect(body).toMatch(/href="\/video\/\d+\/[a-z0-9-]+\/\?r=1"/);

  const deleted = await (await request.get(`/video/${DELETED_VIDEO_ID}/any/`, { headers: html })).text();
  expect(deleted).toContain('Video has been recently deleted');
  expect(ldJson(deleted)).toEqual([]);
  expect(deleted).toContain('<meta name="robots" content="noindex">');
});

test('JSON-LD, when a page carries it, is valid JSON with a schema.org context', async ({ request }) => {
  for (const path of ['/', '/categories/', '/videos/latest-updates/1/']) {
    const body = await (await request.get(path, { headers: html })).text();
    for (const item of ldJson(body)) expect(item, path).toMatchObject({ '@context': 'https://schema.org' });
  }
});

test('an information subpage is its own canonical, not /information/ (issue #19)', async ({
  request,
  baseURL,
}) => {
  const body = await (await request.get('/information/terms/?campaign=c1', { headers: html })).text();
  expect(body).toContain(`<link rel="canonical" href="${baseURL}/information/terms/">`);
});

test('a listing page past the last is a 404, not an empty 200 (issue #19)', async ({ request }) => {
  const past = await request.get('/videos/latest-updates/99999/', { headers: html });
  expect(past.status()).toBe(404);
  expect(await past.text()).toContain('<meta name="robots" content="noindex">');
  expect((await request.get('/videos/latest-updates/2/', { headers: html })).status()).toBe(200);
});

test('/community/ goes to its first page (it was a 404; issue #19)', async ({ request }) => {
  const answer = await request.get('/community/', { headers: html, maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/community/recent/1/');
});
