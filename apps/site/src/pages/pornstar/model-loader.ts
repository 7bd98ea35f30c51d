import { LIFETIME, type ModelAnswer, type ModelDetail, modelPath } from '@tubekit/contract';
import type { ApiTransport } from '../../api/transport.ts';
import { notFound } from '../../route-module.ts';

/** A performer dir as the contract's paths accept it. */
const DIR = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The `:dir` param when it can name a performer; the 404 otherwise (no API call). */
export function modelDir(dir: string | undefined): string {
  if (dir === undefined || !DIR.test(dir)) notFound();
  return dir;
}

/**
 * json/model of one performer. The call answers an error only for a dir it does not know
 * (not_found), so any error answer is the 404 page.
 */
export async function loadModel(api: ApiTransport, dir: string): Promise<ModelDetail> {
  const answer = await api.get<ModelAnswer>(modelPath.build({ lifetime: LIFETIME.model, dir }));
  if ('error' in answer) notFound();
  return answer.model;
}

/** The address of a performer page, or of one of its tabs ('info/', 'comments/', 'videos/2/'). */
export function modelHref(dir: string, tab = ''): string {
  return `/pornstar/${dir}/${tab}`;
}

/**
 * The canonical of a performer page. The section 2 rule keeps only the first segment when
 * there is no object_id param, which would point every performer at /pornstar/; the dir is
 * what names the performer (like object_id names a category), so it stays in.
 */
export function modelCanonical(url: URL, dir: string, tab = ''): string {
  return `${url.origin}${modelHref(dir, tab)}`;
}
