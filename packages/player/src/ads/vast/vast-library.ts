import type * as VastClient from '@dailymotion/vast-client';

/** The VAST client module (the engine imports it statically; see loader.ts for why). */
export type VastLibrary = typeof VastClient;
