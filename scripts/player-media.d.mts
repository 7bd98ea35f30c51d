/** Writes clip_sd.mp4 and clip_hd.mp4 (testsrc2 + sine) into `dir` unless present. */
export function ensureLadder(dir: string, seconds?: number): { sd: string; hd: string; seconds: number };
/** Writes a >1800 s HLS stream (long/long.m3u8) and its mp4 fallback (long_sd.mp4) into `dir`. */
export function ensureLongHls(dir: string, seconds?: number): { mp4: string; m3u8: string; seconds: number };
/** Writes a 320x180 testsrc2 still, thumb.jpg, into `dir` unless present. */
export function ensureThumb(dir: string): string;
