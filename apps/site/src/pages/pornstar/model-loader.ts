import { LIFETIME, type ModelAnswer, type ModelDetail, modelPath } from '@tubekit/contract';
import { entityPages } from '../../components/entity-address.ts';

/** The model pages under /pornstar/: the `:dir` check, json/model of one model, addresses. */
export const modelPages = entityPages<ModelDetail>('/pornstar', async (api, dir) => {
  const answer = await api.get<ModelAnswer>(modelPath.build({ lifetime: LIFETIME.model, dir }));
  return 'error' in answer ? null : answer.model;
});
