import { LIFETIME, type ModelAnswer, type ModelDetail, modelPath } from '@tubekit/contract';
import type { ApiTransport } from '../../api/transport.ts';
import { entityCanonical, entityDir, entityHref } from '../../components/entity-address.ts';
import { notFound } from '../../route-module.ts';

/** The `:dir` param when it can name a model; the 404 otherwise (no API call). */
export const modelDir = entityDir;

/**
 * json/model of one model. The call answers an error only for a dir it does not know
 * (not_found), so any error answer is the 404 page.
 */
export async function loadModel(api: ApiTransport, dir: string): Promise<ModelDetail> {
  const answer = await api.get<ModelAnswer>(modelPath.build({ lifetime: LIFETIME.model, dir }));
  if ('error' in answer) notFound();
  return answer.model;
}

/** The address of a model page, or of one of its tabs ('info/', 'comments/', 'videos/2/'). */
export const modelHref = (dir: string, tab = ''): string => entityHref('/pornstar', dir, tab);

/** The canonical of a model page (the dir stays in: see entityCanonical). */
export const modelCanonical = (url: URL, dir: string, tab = ''): string =>
  entityCanonical(url, '/pornstar', dir, tab);
