import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { postForm, setCookie, signUpForm } from './accounts-test-kit.ts';
import { createMailer } from './mailer.ts';

describe('account mail', () => {
  const received: string[] = [];
  let waiter: ((raw: string) => void) | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        waiter?.(raw);
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('SMTP_URL: the confirmation goes through a real SMTP server, and its link confirms the account (https: Secure cookie)', async () => {
    const db = await openDatabase({ sqlitePath: ':memory:' });
    const config = loadConfig({
      TUBEKIT_SECRET: 'test-secret-0123456789',
      TUBEKIT_DATA_DIR: '/tmp/tubekit-test-data',
      BASE_URL: 'https://tube.example',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const app = await buildApp({ db, config });
    try {
      const arrived = new Promise<string>((resolve) => {
        waiter = resolve;
      });
      const res = await postForm(app, '/signup.php', signUpForm('smtpuser'));
      expect(res.json()).toEqual({ success: true });
      const raw = await arrived;
      expect(raw).toMatch(/^To: smtpuser@example\.com$/m);
      // The body is quoted-printable: undo its soft line breaks and =3D before reading the link.
      const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = body.match(/https:\/\/tube\.example\/signup\/confirm\/\?token=[\w-]{43}/)?.[0];
      expect(link).toBeDefined();
      const url = new URL(link ?? '');
      const confirmed = await app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(confirmed.headers.location).toBe('/signin/?confirmed=1');
      const signIn = await postForm(app, '/login.php', { usr: 'smtpuser', pwd: 'secret1' });
      expect(setCookie(signIn, '_tks')).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('without SMTP_URL: an .eml file in the outbox and the link in the log', async () => {
    const outboxDir = `/tmp/tubekit-outbox-${process.pid}`;
    const lines: string[] = [];
    const mailer = createMailer({
      outboxDir,
      from: 'Tubekit <no-reply@localhost>',
      log: (l) => lines.push(l),
    });
    const link = 'http://127.0.0.1:3000/signup/confirm/?token=abc';
    await mailer.send({ to: 'a@example.com', subject: 'Confirm', text: `Go: ${link}\n`, link });
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(`${outboxDir}/${files[0]}`, 'utf8');
    expect(eml).toMatch(/^To: a@example\.com$/m);
    expect(eml).toContain(link);
    expect(lines[0]).toContain(link);
    mailer.close();
    await rm(outboxDir, { recursive: true });
  });
});
