// The pause ad and the pre-play overlay, one lazy chunk: only pages that configure either
// download it, so a preroll-only page pays for neither.
export { bindPauseAd } from './pause-ad';
export { showPreplayAd } from './preplay-ad';
