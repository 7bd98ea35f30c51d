// /pornstar/{dir}/comments/: the performer's comments (posting needs an account).
export { default, loader, meta } from '../pornstar/model-comments-page.tsx';
