export { default, loader, meta } from './channel-videos-page.tsx';
