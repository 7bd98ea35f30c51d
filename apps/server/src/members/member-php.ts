import fastifyMultipart from '@fastify/multipart';
import {
  IMAGE_RULES,
  MEMBER_PHP_SECTIONS,
  type MemberPhpSection,
  type ProfileSaveAnswer,
} from '@tubekit/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_TOKEN_FIELD, FormTokens } from '../accounts/form-token.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { refuseOtherMethods } from '../http/other-methods.ts';
import { installFormBody } from '../social/form-body.ts';
import { fileStoresOf } from '../storage/open-store.ts';
import { memberImageRoutes } from './image-route.ts';
import { readImageUpload } from './image-upload.ts';
import { storeMemberImage } from './member-images.ts';
import { findMember } from './member-query.ts';
import { pictureUploadLimiter } from './picture-limits.ts';
import { updateProfile } from './profile-update.ts';
import { type FriendCheck, relationOf } from './tab-access.ts';

/** Options of POST member.php. */
export interface MemberPhpOptions {
  db: Db;
  config: Pick<Config, 'secret' | 'baseUrl' | 'mediaRoot' | 'sourcesDir' | 's3'>;
  clock?: Clock;
  /** Friendships (the social domain); without it a profile's viewers are members or its owner. */
  areFriends?: FriendCheck;
}

/** A form field as a string ('' when absent or repeated into something else). */
function fieldOf(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function sectionOf(value: string): MemberPhpSection {
  if (!(MEMBER_PHP_SECTIONS as readonly string[]).includes(value))
    throw new ApiError('invalid_param', 'section');
  return value as MemberPhpSection;
}

/** A profile save's answer: never cached, the account answers' shape. */
function sendSave(reply: FastifyReply, status: number, body: ProfileSaveAnswer): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);
}

/** The refusal of a form without this browser's token (the account forms' answer). */
function formExpired(reply: FastifyReply): FastifyReply {
  return sendSave(reply, 403, { error: true, codes: [{ field: 'notify', code: 'form_expired' }] });
}

/**
 * POST member.php (spec section 7), the signed-in member's own profile:
 * - `section=profile&user_id=`: how the viewer is related to that member; the owner also
 *   gets their profile, fresh (spec section 6). A read: no form token. 404 for no member.
 * - `section=edit` + the profile fields: saves them (form `profile`'s token).
 * - multipart `section=u_ava|u_cover`, `csrf`, then `file`: the avatar or cover (form
 *   `avatar`'s token), at most IMAGE_RULES.maxBytes; 10 per member in 10 minutes
 *   (`PICTURE_UPLOAD_LIMIT`).
 * Also serves the pictures (GET /media/members/*, image-route.ts). Every section needs a session (401 not_logged_in) and changes only the session's own
 * member: no field names whose profile to change.
 */
export const memberPhpRoutes: FastifyPluginAsync<MemberPhpOptions> = async (app, options) => {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const tokens = new FormTokens({ secret: config.secret, secure: config.baseUrl.startsWith('https:') });
  installFormBody(app);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMAGE_RULES.maxBytes,
      files: 1,
      fields: 8,
      fieldSize: 1024,
      parts: 9,
      headerPairs: 50,
    },
  });
  await app.register(memberImageRoutes, { store: fileStoresOf(config).media });
  const limitPictures = pictureUploadLimiter(app);

  const saved = async (reply: FastifyReply, userId: number) => {
    const member = await findMember(db, userId);
    if (!member) throw new ApiError('not_logged_in');
    return sendSave(reply, 200, { success: true, member });
  };

  app.post('/member.php', async (request: FastifyRequest, reply) => {
    const viewer = request.member;
    if (!viewer) throw new ApiError('not_logged_in');
    if (request.isMultipart()) {
      await limitPictures(request, reply);
      const upload = await readImageUpload(request, (token) => tokens.valid(request, token));
      if (!upload.ok)
        return upload.status === 403 ? formExpired(reply) : sendSave(reply, upload.status, upload.answer);
      await storeMemberImage(db, fileStoresOf(config).media, viewer.user_id, upload.kind, upload.jpeg);
      return saved(reply, viewer.user_id);
    }
    const body = request.body;
    const section = sectionOf(fieldOf(body, 'section'));
    if (section === 'profile') {
      const raw = fieldOf(body, 'user_id');
      if (!/^[1-9]\d{0,14}$/.test(raw)) throw new ApiError('invalid_param', 'user_id');
      const member = await findMember(db, Number(raw));
      if (!member) throw new ApiError('not_found', 'user_id');
      const relation = await relationOf(viewer, member.user_id, options.areFriends);
      reply.header('cache-control', 'no-store');
      return relation === 'owner' ? { member, relation } : { relation };
    }
    if (!tokens.valid(request, fieldOf(body, FORM_TOKEN_FIELD))) return formExpired(reply);
    if (section !== 'edit') throw new ApiError('unsupported_media_type', 'file');
    const form = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const result = await updateProfile(db, viewer.user_id, form, new Date(clock.now()));
    if (!result.ok) return sendSave(reply, 400, { error: true, codes: result.errors });
    return saved(reply, viewer.user_id);
  });

  refuseOtherMethods(app, '/member.php');
};
