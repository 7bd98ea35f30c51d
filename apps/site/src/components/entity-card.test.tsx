import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelGrid } from '../pages/pornsites/channel-card.tsx';
import { testChannel, testChannels } from '../pages/pornsites/test-channels.ts';
import { testModelCards } from '../pages/pornstar/test-models.ts';
import { ModelGrid } from '../pages/pornstars/model-card.tsx';
import { renderAt } from '../test-router.tsx';
import { CategoryCard } from './category-card.tsx';
import { EAGER_CARDS } from './entity-card.tsx';

/** The pictures of the rendered cards, in order. */
const pictures = () => screen.getAllByRole('img') as HTMLImageElement[];

describe('entity cards show their picture', () => {
  it('a model card shows its portrait at 240x320, named by the performer, linking to the model page', async () => {
    renderAt(<ModelGrid models={testModelCards(3)} />);
    const link = await screen.findByRole('link', { name: /Performer 2/ });
    expect(link.getAttribute('href')).toBe('/pornstar/performer-2/');
    const img = within(link).getByRole('img', { name: 'Performer 2' });
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/media/model-2.jpg',
      '240',
      '320',
    ]);
  });

  it('a channel card shows its logo at 320x180, named by the channel', async () => {
    renderAt(<ChannelGrid channels={testChannels(2)} />);
    const img = await screen.findByRole('img', { name: 'Studio 1' });
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/media/channels/1.jpg',
      '320',
      '180',
    ]);
  });

  it('loads the first cards of a grid at once and the rest lazily (below the fold)', async () => {
    renderAt(<ModelGrid models={testModelCards(EAGER_CARDS + 3)} />);
    await screen.findAllByRole('img');
    const loading = pictures().map((img) => img.getAttribute('loading'));
    expect(loading).toEqual([...Array(EAGER_CARDS).fill('eager'), 'lazy', 'lazy', 'lazy']);
  });

  it('without a picture shows the initial instead, hidden from screen readers', async () => {
    renderAt(<ChannelGrid channels={[testChannel(4, { thumbnail: '', title: 'ozone works' })]} />);
    const link = await screen.findByRole('link', { name: /ozone works/ });
    expect(within(link).queryByRole('img')).toBeNull();
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('O');
  });

  it('a category tile shows its still at 320x180, named by the category; lazily unless told otherwise', async () => {
    const category = { dir: 'amber', title: 'Amber', thumbnail: '/media/5/thumbs/2.jpg', total_videos: 1500 };
    renderAt(
      <>
        <CategoryCard category={category} loading="eager" />
        <CategoryCard category={{ ...category, dir: 'blue', title: 'Blue' }} />
      </>,
    );
    const img = await screen.findByRole('img', { name: 'Amber' });
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '320',
      '180',
      'eager',
    ]);
    expect(screen.getByRole('img', { name: 'Blue' }).getAttribute('loading')).toBe('lazy');
  });
});

describe('entity cards count their videos', () => {
  it('says "1 video" for one and "2 videos" for two', async () => {
    const channels = testChannels(2).map((channel, i) => ({
      ...channel,
      statistics: { ...channel.statistics, videos: i + 1 },
    }));
    renderAt(<ChannelGrid channels={channels} />);
    expect(await screen.findByText('1 video')).toBeTruthy();
    expect(screen.getByText('2 videos')).toBeTruthy();
  });
});
