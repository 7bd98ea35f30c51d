import {
  categoriesPath,
  channelPath,
  channelsPath,
  mainPath,
  modelPath,
  modelsPath,
  PAGE_SIZE,
  parseModelFilter,
  relatedPath,
  videoPath,
  videosPath,
} from '@tubekit/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.ts';
import { registerJsonPath } from '../http/cached-json.ts';
import type { Clock } from '../http/clock.ts';
import { ApiError } from '../http/errors.ts';
import { listCategories } from './categories-query.ts';
import { getChannel, listChannels } from './channels-query.ts';
import { getModel, listModels } from './models-query.ts';
import { resolveSectionObject } from './resolve-object.ts';
import { topLists } from './top-lists.ts';
import { TotalsCache } from './totals.ts';
import { getVideo, relatedVideos } from './video-query.ts';
import { listVideos } from './videos-query.ts';

/** Options of the catalogue plugin. */
export interface CatalogOptions {
  db: Db;
  clock: Clock;
  /** Shared with search so one clear() forgets every total; made here when absent. */
  totals?: TotalsCache;
}

/** How many items each top list of the home payload holds. */
const MAIN_TOP_COUNT = 20;

/**
 * The catalogue read API of spec section 7: json/main, json/videos2, json/video,
 * json/related, json/categories, json/channels, json/channel, json/models, json/model.
 * Every one reads through `db.reader()`: on a read replica when there are some.
 */
export const catalogRoutes: FastifyPluginAsync<CatalogOptions> = async (app, opts) => {
  const { db, clock } = opts;
  const totals = opts.totals ?? new TotalsCache(clock);
  const nowSeconds = () => Math.floor(clock.now() / 1000);

  registerJsonPath(app, {
    url: '/json/main/*',
    shape: mainPath,
    handler: async (p) => {
      const filter = {
        gender: p.gender,
        section: '',
        objectKey: null,
        type: 'all',
        duration: 0,
        date: 'all',
      } as const;
      const [list, top] = await Promise.all([
        listVideos(
          db.reader(),
          totals,
          { ...filter, now: nowSeconds() },
          'latest-updates',
          1,
          PAGE_SIZE.home,
        ),
        topLists(db.reader(), MAIN_TOP_COUNT),
      ]);
      return { ...list, top };
    },
  });

  registerJsonPath(app, {
    url: '/json/videos2/*',
    shape: videosPath,
    handler: async (p) => {
      // The shape refuses section=search and relevance here (search is videos2.php).
      if (p.section === 'search' || p.sort === 'relevance') throw new ApiError('invalid_param', 'section');
      const object = await resolveSectionObject(db.reader(), p.section, p.object_id);
      const filter = {
        gender: p.gender,
        section: p.section,
        objectKey: object?.id ?? null,
        objectSize: object?.size ?? 0,
        type: p.type,
        duration: p.duration,
      };
      return listVideos(
        db.reader(),
        totals,
        { ...filter, date: p.date, now: nowSeconds() },
        p.sort,
        p.page,
        p.count,
      );
    },
  });

  registerJsonPath(app, {
    url: '/json/video/*',
    shape: videoPath,
    handler: (p) => getVideo(db.reader(), p.video_id),
  });

  registerJsonPath(app, {
    url: '/json/related/*',
    shape: relatedPath,
    handler: (p) => relatedVideos(db.reader(), p.video_id, p.page, p.count),
  });

  registerJsonPath(app, {
    url: '/json/categories/*',
    shape: categoriesPath,
    handler: (p) => listCategories(db.reader(), p.section),
  });

  registerJsonPath(app, {
    url: '/json/channels/*',
    shape: channelsPath,
    handler: async (p) => {
      const category =
        p.section === 'categories'
          ? await resolveSectionObject(db.reader(), 'categories', p.object_id)
          : null;
      const categoryId = category?.id ?? null;
      return listChannels(db.reader(), totals, { sort: p.sort, categoryId, page: p.page, count: p.count });
    },
  });

  registerJsonPath(app, {
    url: '/json/channel/*',
    shape: channelPath,
    handler: async (p) => ({ channel: await getChannel(db.reader(), p.dir) }),
  });

  registerJsonPath(app, {
    url: '/json/models/*',
    shape: modelsPath,
    handler: async (p) => {
      const filter = parseModelFilter(p.filter);
      if (!filter.ok) throw new ApiError('invalid_param', filter.field);
      return listModels(db.reader(), totals, {
        gender: p.gender,
        filter: filter.value,
        filterText: p.filter,
        sort: p.sort,
        page: p.page,
        count: p.count,
      });
    },
  });

  registerJsonPath(app, {
    url: '/json/model/*',
    shape: modelPath,
    handler: async (p) => ({ model: await getModel(db.reader(), p.dir) }),
  });
};
