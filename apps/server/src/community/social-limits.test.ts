import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../accounts/accounts-test-kit.ts';
import { itEmbeddedOnly } from '../test/cluster-mode.ts';
import { social, threeMembersOf } from './community-test-kit.ts';
import { SOCIAL_LIMITS } from './social-limits.ts';

describe('per-member limits of social.php', () => {
  const fx = accountsTestApp();
  const [ann, bob, cat] = threeMembersOf(fx);

  beforeAll(async () => {
    await social(fx.app, bob, { act: 'friend_request', user_id: ann.id });
    await social(fx.app, ann, { act: 'friend_accept', user_id: bob.id });
  });

  itEmbeddedOnly('the window ends on the manual clock of the app; Redis ends it in its own time')(
    `sends ${SOCIAL_LIMITS.messages.max} messages a minute; the next is 429 with Retry-After, another member is free`,
    async () => {
      for (let i = 0; i < SOCIAL_LIMITS.messages.max; i++)
        expect(
          (await social(fx.app, ann, { act: 'message_send', user_id: bob.id, text: `m${i}` })).statusCode,
        ).toBe(200);
      const over = await social(fx.app, ann, { act: 'message_send', user_id: bob.id, text: 'one too many' });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: true, code: 'rate_limited' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await social(fx.app, cat, { act: 'message_send', user_id: bob.id, text: 'me too' })).statusCode,
      ).toBe(200);
      fx.clock.advance(SOCIAL_LIMITS.messages.windowMs);
      expect(
        (await social(fx.app, ann, { act: 'message_send', user_id: bob.id, text: 'later' })).statusCode,
      ).toBe(200);
    },
  );

  it(`posts ${SOCIAL_LIMITS.wallPosts.max} wall posts a minute; the next is 429`, async () => {
    for (let i = 0; i < SOCIAL_LIMITS.wallPosts.max; i++)
      expect(
        (await social(fx.app, bob, { act: 'wall_post', user_id: ann.id, text: `p${i}` })).statusCode,
      ).toBe(200);
    expect((await social(fx.app, bob, { act: 'wall_post', user_id: ann.id, text: 'over' })).statusCode).toBe(
      429,
    );
    // Messages are counted apart from wall posts.
    expect(
      (await social(fx.app, bob, { act: 'message_send', user_id: ann.id, text: 'still' })).statusCode,
    ).toBe(200);
  });
});
