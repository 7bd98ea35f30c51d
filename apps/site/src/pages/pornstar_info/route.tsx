// /pornstar/{dir}/info/: the performer's info fields.
export { default, loader, meta } from '../pornstar/model-info-page.tsx';
