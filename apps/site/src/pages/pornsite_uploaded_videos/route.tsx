export { default, loader, meta } from '../pornsite/channel-videos-page.tsx';
