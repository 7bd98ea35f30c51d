import { type Browser, expect, type Page } from '@playwright/test';
import {
  SEEDED_PASSWORD,
  type Seeded,
  seededMember,
  shootBoth,
  signIn,
  signInSeeded,
} from './support/members.ts';
import { openHydrated } from './support/site.ts';
import { test } from './support/visitor-test.ts';

// Social (issue #17) as two people use it: subscribing to a channel, a model and a member;
// a friend request accepted in another browser; a post on the friend's wall; a message and
// the unread badge it lights on the other side; replies under the wall post. Seeded members from the community list (password
// demo-password); each journey first undoes what an earlier run left, so it can run again
// against the same server.

/** A notice (spec section 3) with exactly `text`. */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Clicks Subscribe then Unsubscribe on the page, checking both notices and the button. */
async function subscribeBothWays(page: Page) {
  const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
  const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
  await expect(subscribe.or(unsubscribe)).toBeVisible();
  if (await unsubscribe.isVisible()) await unsubscribe.click();
  await subscribe.click();
  await expect(notice(page, 'You have subscribed')).toBeVisible();
  await expect(unsubscribe).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(unsubscribe).toBeVisible();
  await unsubscribe.click();
  await expect(notice(page, 'You have unsubscribed')).toBeVisible();
  await expect(subscribe).toBeVisible();
}

test('subscribe and unsubscribe: a channel, a model, a member', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInSeeded(page, request, 0);
  const member = await seededMember(request, 1);
  await openHydrated(page, '/pornsites/');
  await page.locator('main a[href^="/pornsite/"]').first().click();
  await expect(page).toHaveURL(/\/pornsite\/[^/]+\/$/);
  await page.waitForLoadState('networkidle');
  await subscribeBothWays(page);

  await openHydrated(page, '/pornstars/');
  await page.locator('main a[href^="/pornstar/"]').first().click();
  await expect(page).toHaveURL(/\/pornstar\/[^/]+\/$/);
  await page.waitForLoadState('networkidle');
  await subscribeBothWays(page);

  await openHydrated(page, `/members/${member.id}/wall/1/`);
  await subscribeBothWays(page);
});

/** A second signed-in browser window (its own cookies), past the age gate. */
async function secondMember(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: '_agev', value: '1', url: test.info().project.use.baseURL ?? '' }]);
  const page = await context.newPage();
  await signIn(page, username, SEEDED_PASSWORD);
  return page;
}

/** On another member's page: takes back a friendship or request an earlier run left. */
async function untie(page: Page, otherId: number) {
  await openHydrated(page, `/members/${otherId}/wall/1/`);
  const actions = page.locator('.social-actions');
  await expect(actions.getByRole('button', { name: /Block|Unblock/ })).toBeVisible();
  for (const name of ['Remove friend', 'Cancel request', 'Unblock']) {
    const button = actions.getByRole('button', { name });
    if (await button.isVisible()) await button.click();
  }
}

test('friend request -> accept in the other browser -> wall post -> replies -> message and the unread badge', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const a: Seeded = await seededMember(request, 1);
  const b: Seeded = await seededMember(request, 2);
  const [anna, ben] = [a.username, b.username];
  await signIn(page, anna);
  const other = await secondMember(browser, ben);
  await untie(page, b.id);
  await untie(other, a.id);

  // Anna asks; her page shows the member's actions.
  await openHydrated(page, `/members/${b.id}/wall/1/`);
  await page.getByRole('button', { name: 'Add friend' }).click();
  await expect(notice(page, 'Request sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  // The Message link looks like the buttons beside it (no underline).
  const message = page.locator('.social-actions').getByRole('link', { name: 'Message' });
  await expect(message).toHaveCSS('text-decoration-line', 'none');
  await shootBoth(page, testInfo, 'member-page-actions', page.locator('.member-page'));

  // Ben sees the request on his friends tab and accepts.
  await openHydrated(other, `/members/${b.id}/friends/1/`);
  const requests = other.getByRole('list', { name: 'Friend requests' });
  await expect(requests.getByRole('link', { name: anna })).toBeVisible();
  await shootBoth(other, testInfo, 'friends-pending', other.locator('.member-page'));
  await requests
    .getByRole('listitem')
    .filter({ hasText: anna })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(notice(other, 'You are now friends')).toBeVisible();
  await expect(other.getByRole('list', { name: 'Friends' }).getByRole('link', { name: anna })).toBeVisible();

  // Ben writes on Anna's wall; typed markup stays characters.
  const post = `Hello ${anna} <b>not bold</b> ${Date.now()}`;
  await openHydrated(other, `/members/${a.id}/wall/1/`);
  const wallBox = other.getByRole('textbox', { name: 'Write on the wall' });
  // The site's dark field, not the browser's light grey one.
  await expect(wallBox).toHaveCSS('background-color', 'rgb(27, 27, 31)');
  await wallBox.fill(post);
  await other.getByRole('button', { name: 'Post' }).click();
  await expect(notice(other, 'Posted')).toBeVisible();
  await expect(other.getByText(post, { exact: true })).toBeVisible();
  await expect(other.locator('.social-list b')).toHaveCount(0);

  // Anna, the wall's owner, sees it with Delete.
  await openHydrated(page, `/members/${a.id}/wall/1/`);
  const annaPost = page.getByRole('listitem').filter({ hasText: post });
  // The post's own Delete, not its replies' (those are in the list under it).
  const postDelete = annaPost.locator(':scope > .button', { hasText: 'Delete' });
  await expect(postDelete).toBeVisible();

  // Anna replies under Ben's post; Ben sees it (without Delete: not his, not his wall) and
  // answers; Anna, the wall's owner, deletes Ben's reply.
  const replies = page.getByRole('list', { name: /^Replies to post / });
  const annaReply = `Thanks ${ben} <i>plain</i> ${Date.now()}`;
  await annaPost.getByRole('button', { name: 'Reply' }).click();
  await annaPost.getByRole('textbox', { name: 'Write a reply' }).fill(annaReply);
  await annaPost.getByRole('button', { name: 'Send reply' }).click();
  await expect(notice(page, 'Your comment was posted')).toBeVisible();
  await expect(replies.getByText(annaReply, { exact: true })).toBeVisible();
  await openHydrated(other, `/members/${a.id}/wall/1/`);
  const benPost = other.getByRole('listitem').filter({ hasText: post });
  const annaReplyRow = benPost.getByRole('listitem').filter({ hasText: annaReply });
  await expect(annaReplyRow).toBeVisible();
  await expect(annaReplyRow.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(other.locator('.wall-replies i')).toHaveCount(0);
  const benReply = `You are welcome ${Date.now()}`;
  await benPost.getByRole('button', { name: 'Reply' }).click();
  await benPost.getByRole('textbox', { name: 'Write a reply' }).fill(benReply);
  await benPost.getByRole('button', { name: 'Send reply' }).click();
  await expect(benPost.getByText(benReply, { exact: true })).toBeVisible();
  await page.reload();
  const benReplyRow = replies.getByRole('listitem').filter({ hasText: benReply });
  await benReplyRow.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Comment deleted')).toBeVisible();
  await expect(benReplyRow).toHaveCount(0);
  await expect(replies.getByText(annaReply, { exact: true })).toBeVisible();
  await shootBoth(page, testInfo, 'wall', page.locator('.member-page'));

  // Ben messages Anna from her page.
  await other.locator('.social-actions').getByRole('link', { name: 'Message' }).click();
  await expect(other).toHaveURL(`/members/${b.id}/messages/${a.id}/`);
  const text = `Are you free tonight? ${Date.now()}`;
  await other.getByRole('textbox', { name: 'Write a message' }).fill(text);
  await other.getByRole('button', { name: 'Send' }).click();
  await expect(notice(other, 'Message sent')).toBeVisible();
  await expect(other.getByText(text, { exact: true })).toBeVisible();

  // Anna's header shows the unread badge; it leads to the list, then the conversation.
  await openHydrated(page, '/');
  const badge = page.getByRole('link', { name: /^\d+ unread messages$/ });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL(`/members/${a.id}/messages/`);
  const row = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('listitem')
    .filter({ hasText: ben });
  await expect(row.getByText(text)).toBeVisible();
  await shootBoth(page, testInfo, 'messages-list', page.locator('.member-page'));
  await row.getByRole('link', { name: ben }).click();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Write a message' }).fill('Yes! '.repeat(40));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(notice(page, 'Message sent')).toBeVisible();
  await shootBoth(page, testInfo, 'conversation', page.locator('.member-page'));
  await openHydrated(page, '/');
  await expect(page.getByRole('link', { name: /unread messages$/ })).toHaveCount(0);

  // Anna deletes Ben's post from her wall, and the two part (so the journey can run again).
  await openHydrated(page, `/members/${a.id}/wall/1/`);
  await postDelete.click();
  await expect(notice(page, 'Post deleted')).toBeVisible();
  await expect(annaPost).toHaveCount(0);
  await untie(page, b.id);
  await other.context().close();
});
