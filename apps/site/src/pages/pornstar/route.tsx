// /pornstar/{dir}/: the performer with the first page of their videos.
export { default, loader, meta } from './model-videos-page.tsx';
