export * from './answers-social.ts';
export * from './buckets.ts';
export * from './constants.ts';
export * from './filters.ts';
export type { FieldCodec, ParseResult, PathError, PathShape } from './path-template.ts';
export * from './paths.ts';
export * from './sections.ts';
export type { VideoFileAnswer, VideoFileFormat, VideoFileSource } from './video-file.ts';
export { decodeVideoUrl, encodeVideoUrl } from './video-url.ts';
