import { UPLOAD_EXTENSIONS, UPLOAD_RULES, UPLOAD_TUS_PATH } from '@tubekit/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/test-databases.ts';
import { RECEIVING_MAX_SECONDS } from './stale-uploads.ts';
import { checkFile } from './upload-rules.ts';
import { uploaderOf, uploadRow, uploadTestApp } from './upload-test-app.ts';
import { postEdit, startFields } from './upload-test-kit.ts';

describe.each(testDatabases())('video_edit.php act=start ($name)', ({ open }) => {
  const fx = uploadTestApp(open);
  const member = uploaderOf(fx, 'uploader1');
  // Every test starts with no uploads (the quotas count them).
  beforeEach(async () => {
    await fx.db.kysely.deleteFrom('uploads').execute();
  });

  const start = (extra: Record<string, string>) => postEdit(fx.app, member, startFields(extra));
  const codes = (res: { json(): unknown }) =>
    (res.json() as { codes: { field: string; code: string }[] }).codes;
  /** Dates the first upload started `ageSeconds` before the clock's now; answers its id. */
  const ageFirstUpload = async (ageSeconds: number) => {
    const first = await fx.db.kysely
      .selectFrom('uploads')
      .select('upload_id')
      .orderBy('upload_id')
      .executeTakeFirstOrThrow();
    await fx.db.kysely
      .updateTable('uploads')
      .set({ added_date: Math.floor(fx.clock.now() / 1000) - ageSeconds })
      .where('upload_id', '=', first.upload_id)
      .execute();
    return first.upload_id;
  };

  it('answers the new upload id and the tus endpoint, and keeps the upload in state receiving', async () => {
    const res = await start({});
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: true; upload_id: number; tus: string };
    expect(body).toEqual({ success: true, upload_id: expect.any(Number), tus: UPLOAD_TUS_PATH });
    const row = await fx.db.kysely.selectFrom('uploads').selectAll().executeTakeFirstOrThrow();
    expect([row.state, row.user_id, row.file_name, Number(row.size)]).toEqual([
      'receiving',
      member.userId,
      'clip01.mp4',
      1000,
    ]);
  });

  it('takes exactly 10 GB and refuses one byte more (too_large)', async () => {
    expect((await start({ size: String(UPLOAD_RULES.maxBytes) })).statusCode).toBe(200);
    const over = await start({ size: String(UPLOAD_RULES.maxBytes + 1) });
    expect(over.statusCode).toBe(400);
    expect(codes(over)).toEqual([{ field: 'file', code: 'too_large' }]);
  });

  it('refuses a file name with non-Latin letters, a space or a dash (file_name)', async () => {
    for (const name of ['vidéo1.mp4', 'видео.mp4', 'my clip.mp4', 'my-clip.mp4', 'a.b.mp4']) {
      const res = await start({ file_name: name });
      expect(codes(res), name).toContainEqual({ field: 'file', code: 'file_name' });
    }
  });

  it('takes every allowed extension in any case, and refuses others (extension)', async () => {
    for (const ext of UPLOAD_EXTENSIONS) {
      const form = { file_name: [`Clip9.${ext.toUpperCase()}`], size: ['1'] };
      expect(checkFile(form, 0).ok, ext).toBe(true);
    }
    expect((await start({ file_name: 'Clip9.WEBM' })).statusCode).toBe(200);
    for (const name of ['clip.exe', 'clip.mp5', 'clip', 'clip.jpg']) {
      expect(codes(await start({ file_name: name })), name).toContainEqual({
        field: 'file',
        code: 'extension',
      });
    }
  });

  it('refuses a declared duration under the minimum at its exact boundary (6 min exclusive, 10 min not)', async () => {
    expect(codes(await start({ exclusive: '1', duration: '359.9' }))).toEqual([
      { field: 'file', code: 'too_short' },
    ]);
    expect((await start({ exclusive: '1', duration: '360' })).statusCode).toBe(200);
    expect(codes(await start({ exclusive: '0', duration: '599.9' }))).toEqual([
      { field: 'file', code: 'too_short' },
    ]);
    expect((await start({ exclusive: '0', duration: '600' })).statusCode).toBe(200);
    // 0: the browser could not read it; ffprobe decides after the last byte.
    expect((await start({ duration: '0' })).statusCode).toBe(200);
  });

  it('takes between categoriesMin and categoriesMax existing categories', async () => {
    expect(codes(await start({ categories: '' }))).toEqual([{ field: 'categories', code: 'required' }]);
    expect((await start({ categories: 'beach' })).statusCode).toBe(200);
    const six = Array.from({ length: UPLOAD_RULES.categoriesMax + 1 }, (_, i) => `c${i}`).join(',');
    expect(codes(await start({ categories: six }))).toEqual([
      { field: 'categories', code: 'max_length', length: UPLOAD_RULES.categoriesMax },
    ]);
    expect(codes(await start({ categories: 'beach,nowhere' }))).toEqual([
      { field: 'categories', code: 'invalid' },
    ]);
    expect(codes(await start({ channel: 'nochannel' }))).toEqual([{ field: 'channel', code: 'invalid' }]);
  });

  it('checks the title length at its boundaries and the orientation', async () => {
    expect(codes(await start({ title: '' }))).toEqual([{ field: 'title', code: 'required' }]);
    expect(codes(await start({ title: 'abcd' }))).toEqual([
      { field: 'title', code: 'min_length', length: 5 },
    ]);
    expect((await start({ title: 'abcde' })).statusCode).toBe(200);
    expect((await start({ title: 'x'.repeat(UPLOAD_RULES.titleMax) })).statusCode).toBe(200);
    expect(codes(await start({ title: 'x'.repeat(UPLOAD_RULES.titleMax + 1) }))).toEqual([
      { field: 'title', code: 'max_length', length: UPLOAD_RULES.titleMax },
    ]);
    expect(codes(await start({ gender: 'cat' }))).toEqual([{ field: 'gender', code: 'invalid' }]);
  });

  it('refuses a form without the upload token (form_expired)', async () => {
    const res = await postEdit(fx.app, member, startFields({ csrf: 'forged' }));
    expect(res.statusCode).toBe(403);
    expect(codes(res)).toEqual([{ field: 'notify', code: 'form_expired' }]);
  });

  it('allows uploadsPerDay starts in 24 hours, refuses the next (quota_uploads), and allows it once the oldest is 24 hours old', async () => {
    for (let i = 0; i < UPLOAD_RULES.uploadsPerDay; i++)
      expect((await start({ size: '1' })).statusCode).toBe(200);
    const refused = await start({ size: '1' });
    expect(refused.statusCode).toBe(429);
    expect(codes(refused)).toEqual([{ field: 'notify', code: 'quota_uploads' }]);
    // The oldest start made exactly 24 hours ago no longer counts.
    await ageFirstUpload(24 * 3600);
    expect((await start({ size: '1' })).statusCode).toBe(200);
  });

  it('eight starts at once one below uploadsPerDay: one passes, the others get quota_uploads', async () => {
    for (let i = 0; i < UPLOAD_RULES.uploadsPerDay - 1; i++)
      expect((await start({ size: '1' })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, () => start({ size: '1' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const { n } = await fx.db.kysely
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(UPLOAD_RULES.uploadsPerDay);
  });

  it('allows bytesInFlight declared in unfinished uploads and refuses one byte more (quota_bytes)', async () => {
    const half = UPLOAD_RULES.bytesInFlight / 2;
    expect((await start({ size: String(half) })).statusCode).toBe(200);
    expect((await start({ size: String(half - 1) })).statusCode).toBe(200);
    expect((await start({ size: '1' })).statusCode).toBe(200);
    const refused = await start({ size: '1' });
    expect(refused.statusCode).toBe(429);
    expect(codes(refused)).toEqual([{ field: 'notify', code: 'quota_bytes' }]);
  });

  it('an upload left receiving for a week stops counting against the bytes in flight and ends failed (not_uploaded)', async () => {
    expect((await start({ size: String(UPLOAD_RULES.bytesInFlight / 2) })).statusCode).toBe(200);
    expect((await start({ size: String(UPLOAD_RULES.bytesInFlight / 2) })).statusCode).toBe(200);
    expect((await start({ size: '1' })).statusCode).toBe(429);
    // One second short of a week: still counted.
    const first = await ageFirstUpload(RECEIVING_MAX_SECONDS - 1);
    expect((await start({ size: '1' })).statusCode).toBe(429);
    await ageFirstUpload(RECEIVING_MAX_SECONDS);
    expect((await start({ size: '1' })).statusCode).toBe(200);
    const expired = await uploadRow(fx.db, first);
    expect([expired.state, expired.error]).toEqual(['failed', 'not_uploaded']);
  });

  it('refuses a start by a banned member (401 not_logged_in: the ban ends their sessions)', async () => {
    await fx.db.kysely.updateTable('users').set({ banned: 1 }).where('user_id', '=', member.userId).execute();
    const res = await start({});
    await fx.db.kysely.updateTable('users').set({ banned: 0 }).where('user_id', '=', member.userId).execute();
    expect([res.statusCode, res.json().code]).toEqual([401, 'not_logged_in']);
    expect(await fx.db.kysely.selectFrom('uploads').select('upload_id').execute()).toEqual([]);
  });
});
