/** Public surface of the demo data: the catalogue generator (also used by bench/api) and the demo seed. */
export { clearCatalogue, hasCatalogue } from './clear.ts';
export { type ClipSpec, clipSourcePath, DEMO_CLIPS } from './clips.ts';
export {
  ensureMediaRows,
  type PoolEntry,
  type PoolStatus,
  poolStatus,
  prepareSources,
  waitForPool,
} from './demo-media.ts';
export {
  type CatalogueOptions,
  type CatalogueProgress,
  type CatalogueSummary,
  generateCatalogue,
} from './generate.ts';
export { finishDemoMedia, mediaProgressReporter } from './media-run.ts';
export { type SeedOptions, type SeedResult, seedCatalogue } from './seed.ts';
