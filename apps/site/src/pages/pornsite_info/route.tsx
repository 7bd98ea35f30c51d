export { default, loader, meta } from '../pornsite/channel-info-page.tsx';
