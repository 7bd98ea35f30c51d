import { expect, test } from '@playwright/test';

// The harness server is what <video> and hls.js load media from: Range must be right.
test.describe('harness static server', () => {
  test('answers a byte range with 206 and the exact bytes', async ({ request }) => {
    const full = await request.get('/media/clip_sd.mp4');
    expect(full.status()).toBe(200);
    const body = await full.body();
    const part = await request.get('/media/clip_sd.mp4', { headers: { range: 'bytes=100-199' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 100-199/${body.length}`);
    expect(Buffer.compare(await part.body(), body.subarray(100, 200))).toBe(0);
    const tail = await request.get('/media/clip_sd.mp4', { headers: { range: 'bytes=-10' } });
    expect(Buffer.compare(await tail.body(), body.subarray(body.length - 10))).toBe(0);
  });

  test('refuses a range past the end (416) and paths outside its folders (404)', async ({ request }) => {
    const past = await request.get('/media/clip_sd.mp4', { headers: { range: 'bytes=999999999-' } });
    expect(past.status()).toBe(416);
    const outside = await request.get('/media/..%2f..%2fpackage.json');
    expect(outside.status()).toBe(404);
  });
});
