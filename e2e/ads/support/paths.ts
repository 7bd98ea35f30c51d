import { fileURLToPath } from 'node:url';

/** Generated content ladder and ad creatives for the ads tests (gitignored: `.cache/`). */
export const ADS_MEDIA_DIR = fileURLToPath(new URL('../../.cache/ads-media', import.meta.url));
/** Vite build of the ads harness page (gitignored: `.cache/`). */
export const ADS_HARNESS_OUT = fileURLToPath(new URL('../../.cache/ads-harness', import.meta.url));
/** Source of the ads harness page. */
export const ADS_HARNESS_SRC = fileURLToPath(new URL('../harness', import.meta.url));
/** Port of the page server (harness, content and ad creatives). */
export const ADS_PAGE_PORT = Number(process.env.ADS_E2E_PORT ?? 4320);
/**
 * Port of the ad server (VAST tags, tracking pixels, the hits API). A second origin on
 * purpose: ad servers are third parties, so the VAST fetch crosses origins as in production.
 */
export const AD_SERVER_PORT = Number(process.env.AD_SERVER_E2E_PORT ?? 4321);
export const ADS_PAGE_ORIGIN = `http://127.0.0.1:${ADS_PAGE_PORT}`;
export const AD_SERVER_ORIGIN = `http://127.0.0.1:${AD_SERVER_PORT}`;
