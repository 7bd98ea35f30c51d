import { describe, expect, it, vi } from 'vitest';
import { pageAds } from './index.ts';

describe('pageAds', () => {
  it('never loads the ads chunk without tags, and only on first use with them', () => {
    const load = vi.fn(() => import('../ads/index.ts'));
    expect(pageAds(undefined, { campaign: '5', load })).toBeNull();
    expect(pageAds({ tags: [] }, { campaign: '5', load })).toBeNull();
    const ads = pageAds({ tags: ['https://ads.example/vast'] }, { campaign: '5', load });
    expect(ads?.tags).toEqual(['https://ads.example/vast?campaign=5']);
    expect(load).not.toHaveBeenCalled();
  });

  it('fills the campaign into a {campaign} placeholder and keeps the backup order', () => {
    const ads = pageAds(
      { tags: ['https://a.example/vast?c={campaign}', 'https://b.example/vast'] },
      { campaign: '777', load: vi.fn() },
    );
    expect(ads?.tags).toEqual(['https://a.example/vast?c=777', 'https://b.example/vast?campaign=777']);
  });

  it("hands the page's companion slot to the ads layer", async () => {
    const slot = () => null;
    const createAds = vi.fn(() => ({ adBreak: vi.fn(async () => {}), attach: vi.fn(), destroy: vi.fn() }));
    const load = vi.fn(async () => ({ createAds }) as unknown as typeof import('../ads/index.ts'));
    const ads = pageAds(
      { tags: ['https://ads.example/vast'] },
      { campaign: null, companionSlot: slot, load },
    );
    await ads?.adBreak({} as Parameters<NonNullable<typeof ads>['adBreak']>[0]);
    expect(createAds).toHaveBeenCalledWith(expect.objectContaining({ companionSlot: slot }));
  });
});
