import { entityVideosRoute } from '../../components/entity-videos.tsx';
import { ModelHeader } from './model-header.tsx';
import { modelPages } from './model-loader.ts';

/**
 * /pornstar/{dir}/ (page 1) and /pornstar/{dir}/videos/{page}/: the model and one page of
 * their videos, asked together. An unknown model is the 404.
 */
const route = entityVideosRoute(modelPages, {
  section: 'models',
  pageClass: 'page--pornstar',
  description: (model) => `${model.title}: ${model.statistics.videos} free videos, newest first.`,
  header: (model) => <ModelHeader model={model} heading={model.title} />,
});

export const { loader, meta } = route;

/** The model with their videos, pager and load more. */
export default route.Page;
