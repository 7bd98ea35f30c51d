import { afterExt, type Codecs, extShape, listShapes, type WithExt } from './path-shapes.ts';

// jsonListPath has its own module (not path-shapes.ts): the lists it builds (channels,
// models) are not the home page's, and path-shapes.ts is in the home page's first load.

/** jsonPath for a list template: `count` up to `cap`, and to MAX_COUNT when trusted (listShapes). */
/* @__NO_SIDE_EFFECTS__ */
export function jsonListPath<P extends { lifetime: number; count: number }>(
  template: string,
  codecs: Codecs<WithExt<P>>,
  cap: number,
  check?: (value: WithExt<P>) => string | null,
) {
  return extShape<P>(...listShapes<WithExt<P>>(template, codecs, cap, afterExt(check)));
}
