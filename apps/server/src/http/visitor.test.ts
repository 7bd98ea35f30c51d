import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createVisitors, ipScope, VISITOR_COOKIE } from './visitor.ts';

/** An app answering the visitor that `ensure` sees, and the address hash. */
async function visitorApp(secret = 'secret-one-0123456789') {
  const app = Fastify();
  const visitors = createVisitors({ secret, secure: false });
  app.post('/who', async (request, reply) => ({
    ...visitors.ensure(request, reply),
    ip: visitors.ipHash(request),
  }));
  await app.ready();
  return app;
}

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] as string;

describe('visitor identity', () => {
  it('issues a signed id once and reads it back while the cookie is kept', async () => {
    const app = await visitorApp();
    const first = await app.inject({ method: 'POST', url: '/who' });
    expect(first.json()).toMatchObject({ fresh: true });
    const cookie = cookieOf(first);
    const again = await app.inject({
      method: 'POST',
      url: '/who',
      headers: { cookie: `a=1; ${cookie}; b=2` },
    });
    expect(again.json()).toMatchObject({ id: first.json().id, fresh: false });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('ignores an unsigned id, a bad signature and a cookie signed with another secret', async () => {
    const app = await visitorApp();
    const other = await visitorApp('secret-two-0123456789');
    const foreign = cookieOf(await other.inject({ method: 'POST', url: '/who' }));
    const real = await app.inject({ method: 'POST', url: '/who' });
    const id = real.json().id as string;
    for (const cookie of [
      `${VISITOR_COOKIE}=${id}`,
      `${VISITOR_COOKIE}=${id}.AAAA`,
      foreign,
      `${VISITOR_COOKIE}=`,
    ]) {
      const res = await app.inject({ method: 'POST', url: '/who', headers: { cookie } });
      expect(res.json(), cookie).toMatchObject({ fresh: true });
      expect(res.json().id).not.toBe(id);
    }
  });

  it('hashes the address under the secret: never the address itself, one hash per IPv6 /64', async () => {
    const app = await visitorApp();
    const hash = async (remoteAddress: string) =>
      (await app.inject({ method: 'POST', url: '/who', remoteAddress })).json().ip as string;
    const v4 = await hash('203.0.113.5');
    expect(v4).not.toContain('203');
    expect(await hash('203.0.113.5')).toBe(v4);
    expect(await hash('203.0.113.6')).not.toBe(v4);
    expect(await hash('::ffff:203.0.113.5')).toBe(v4);
    expect(await hash('2001:db8:1:2::1')).toBe(await hash('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(await hash('2001:db8:1:2::1')).not.toBe(await hash('2001:db8:1:3::1'));
    const other = await visitorApp('secret-two-0123456789');
    expect(
      (await other.inject({ method: 'POST', url: '/who', remoteAddress: '203.0.113.5' })).json().ip,
    ).not.toBe(v4);
  });

  it('ipScope keeps IPv4 and cuts IPv6 to its /64', () => {
    expect(ipScope('198.51.100.4')).toBe('198.51.100.4');
    expect(ipScope('2001:db8:aa:bb:1:2:3:4')).toBe(ipScope('2001:db8:aa:bb::'));
    expect(ipScope('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});
