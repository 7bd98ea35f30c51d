import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountFormName } from '@tubekit/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { accountsApp, confirmedAccount, postForm, setCookie } from '../accounts/accounts-test-kit.ts';
import { FORM_COOKIE } from '../accounts/form-token.ts';
import type { Db } from '../db/connect.ts';

/** An app with accounts and member.php whose pictures go to a fresh media root. */
export async function memberTestApp(db: Db) {
  const mediaRoot = await mkdtemp(join(tmpdir(), 'tk-members-'));
  const fx = await accountsApp(db, { TUBEKIT_MEDIA_ROOT: mediaRoot });
  return { ...fx, mediaRoot };
}

type Fixture = Awaited<ReturnType<typeof memberTestApp>>;

/** A signed-in member: the session cookie, with the form cookie and tokens once asked. */
export interface Session {
  userId: number;
  cookie: string;
}

/** Signs up, confirms and signs in `usr` (password `secret1`). */
export async function signedIn(fx: Fixture, usr: string): Promise<Session> {
  await confirmedAccount(fx.app, fx.mailer, usr);
  const res = await postForm(fx.app, '/login.php', { usr, pwd: 'secret1' });
  const cookie = (setCookie(res, '_tks') ?? '').split(';')[0] ?? '';
  return { userId: (res.json() as { user: { user_id: number } }).user.user_id, cookie };
}

/** GET form.php?form= as `session`: the token and the cookie header that carries its `_tkf`. */
export async function formToken(
  app: FastifyInstance,
  session: Session | null,
  form: AccountFormName,
): Promise<{ csrf: string; cookie: string }> {
  const headers = session ? { cookie: session.cookie } : {};
  const res = await app.inject({ method: 'GET', url: `/form.php?form=${form}`, headers });
  const tkf = (setCookie(res, FORM_COOKIE) ?? '').split(';')[0] ?? '';
  return {
    csrf: (res.json() as { csrf: string }).csrf,
    cookie: [session?.cookie, tkf].filter(Boolean).join('; '),
  };
}

/** POST member.php form-encoded as `session` (no token unless `fields` has `csrf`). */
export function postMember(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/member.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A multipart body of text fields then, optionally, one file part, in the given order. */
export function multipart(
  parts: ([string, string] | { name: string; filename: string; type: string; data: Buffer })[],
): { payload: Buffer; contentType: string } {
  const boundary = `----tk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (Array.isArray(part)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part[0]}"\r\n\r\n${part[1]}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs `multipart(parts)` to `url` with the Cookie header `cookie` (none when empty). */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  cookie: string,
  parts: Parameters<typeof multipart>[0],
): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** Uploads `data` as the avatar (u_ava) or cover (u_cover) with a fresh `avatar` form token. */
export async function upload(
  app: FastifyInstance,
  session: Session,
  section: 'u_ava' | 'u_cover',
  data: Buffer,
  filename = 'picture.jpg',
): Promise<LightMyRequestResponse> {
  const { csrf, cookie } = await formToken(app, session, 'avatar');
  return postMultipart(app, '/member.php', cookie, [
    ['section', section],
    ['csrf', csrf],
    { name: 'file', filename, type: 'image/jpeg', data },
  ]);
}

/** A test picture made by sharp: a two-colour gradient of `width` x `height`. */
export function testImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  exif?: Record<string, Record<string, string>>,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#208"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const withExif = exif ? image.withExif(exif) : image;
  return withExif.toFormat(format).toBuffer();
}
