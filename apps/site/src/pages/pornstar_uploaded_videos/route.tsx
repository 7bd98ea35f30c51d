// /pornstar/{dir}/videos/{page}/: a page of the performer's videos (shared with /pornstar/{dir}/).
export { default, loader, meta } from '../pornstar/model-videos-page.tsx';
