export type { VideoFileAnswer, VideoFileFormat, VideoFileSource } from './video-file.ts';
export { decodeVideoUrl, encodeVideoUrl } from './video-url.ts';
