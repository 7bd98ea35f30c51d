import { beforeEach, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { testDatabases } from '../db/test-databases.ts';
import { insertVideo } from '../db/test-fixtures.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { COMMENT_LIMITS } from './comment-limits.ts';
import { comment, signedInMember } from './comments-test-kit.ts';

const TEN_MINUTES = 10 * 60_000;

describe.each(testDatabases())(
  'comment limits: 5 per member, 20 per address in 10 minutes ($name)',
  ({ open }) => {
    const fx = accountsTestApp(open, { perTest: true });
    let video: number;

    beforeEach(async () => {
      video = await insertVideo(fx.db);
    });

    it("the limits are the spec's numbers", () => {
      expect(COMMENT_LIMITS.perMember).toEqual({ max: 5, windowMs: TEN_MINUTES });
      expect(COMMENT_LIMITS.perIp).toEqual({ max: 20, windowMs: TEN_MINUTES });
    });

    itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
      "a member's 5th comment passes, the 6th is 429 with Retry-After, and 10 minutes after the first it passes again",
      async () => {
        const member = await signedInMember(fx.db, fx.clock);
        for (let i = 1; i <= 5; i++) {
          expect((await comment(fx.app, member, video, `n${i}`)).statusCode).toBe(200);
          fx.clock.advance(60_000);
        }
        // 5 minutes into the window that began with the first comment.
        const sixth = await comment(fx.app, member, video, 'n6');
        expect(sixth.statusCode).toBe(429);
        expect(sixth.json()).toEqual({ error: true, code: 'rate_limited' });
        expect(sixth.headers['retry-after']).toBe('300');
        fx.clock.advance(TEN_MINUTES - 5 * 60_000 - 1);
        expect((await comment(fx.app, member, video, 'still early')).statusCode).toBe(429);
        fx.clock.advance(1);
        expect((await comment(fx.app, member, video, 'again')).statusCode).toBe(200);
      },
    );

    it("another member on another address is not held by the first one's limit", async () => {
      const first = await signedInMember(fx.db, fx.clock);
      const second = await signedInMember(fx.db, fx.clock);
      for (let i = 0; i < 5; i++) await comment(fx.app, first, video, `a${i}`, '10.0.0.1');
      expect((await comment(fx.app, first, video, 'over', '10.0.0.1')).statusCode).toBe(429);
      expect((await comment(fx.app, second, video, 'fine', '10.0.0.2')).statusCode).toBe(200);
    });

    it('invalid and refused comments are not counted', async () => {
      const member = await signedInMember(fx.db, fx.clock);
      for (let i = 0; i < 10; i++) expect((await comment(fx.app, member, video, '')).statusCode).toBe(400);
      for (let i = 0; i < 10; i++) expect((await comment(fx.app, member, 999_999)).statusCode).toBe(404);
      for (let i = 1; i <= 5; i++)
        expect((await comment(fx.app, member, video, `ok${i}`)).statusCode).toBe(200);
    });

    itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
      'the 20th comment from one address passes, the 21st is 429 whoever sends it, and 10 minutes later it passes',
      async () => {
        const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedInMember(fx.db, fx.clock)));
        let sent = 0;
        for (const member of members.slice(0, 5)) {
          for (let i = 0; i < 4; i++) {
            sent += 1;
            expect((await comment(fx.app, member, video, `c${sent}`, '10.1.1.1')).statusCode).toBe(200);
          }
        }
        expect(sent).toBe(20);
        const fresh = members[5];
        if (!fresh) throw new Error('six members');
        const refused = await comment(fx.app, fresh, video, 'c21', '10.1.1.1');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // The same member from another address is not held: the refusal did not count against them.
        expect((await comment(fx.app, fresh, video, 'elsewhere', '10.2.2.2')).statusCode).toBe(200);
        fx.clock.advance(TEN_MINUTES);
        expect((await comment(fx.app, fresh, video, 'later', '10.1.1.1')).statusCode).toBe(200);
      },
    );

    it('IPv6 addresses of one /64 share the address limit', async () => {
      const members = await Promise.all([1, 2, 3, 4, 5].map(() => signedInMember(fx.db, fx.clock)));
      let n = 0;
      for (const member of members.slice(0, 4))
        for (let i = 0; i < 5; i++) {
          n += 1;
          await comment(fx.app, member, video, `v6-${n}`, `2001:db8:1:2::${n.toString(16)}`);
        }
      const last = members[4];
      if (!last) throw new Error('five members');
      expect((await comment(fx.app, last, video, 'v6-21', '2001:db8:1:2::ff')).statusCode).toBe(429);
    });
  },
);
