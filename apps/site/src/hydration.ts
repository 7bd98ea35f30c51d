import {
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type HydrationState,
  isRouteErrorResponse,
} from 'react-router';

/** The global the server writes the hydration data into. */
export const HYDRATION_GLOBAL = '__HYDRATION__';

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

/** What the server embeds in the page for the browser router. */
export interface SerializedHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

/** Loader data and errors as JSON (errors lose their class; only what the boundaries read). */
export function serializeHydration(state: {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}): SerializedHydration {
  let errors: Record<string, SerializedError> | null = null;
  if (state.errors) {
    errors = {};
    for (const [id, error] of Object.entries(state.errors)) {
      errors[id] = isRouteErrorResponse(error)
        ? {
            __type: 'RouteErrorResponse',
            status: error.status,
            statusText: error.statusText,
            data: error.data,
          }
        : { __type: 'Error', message: error instanceof Error ? error.message : String(error) };
    }
  }
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}

/** The inverse of serializeHydration, for createBrowserRouter's `hydrationData`. */
export function deserializeHydration(data: SerializedHydration | undefined): HydrationState | undefined {
  if (!data) return undefined;
  let errors: Record<string, unknown> | null = null;
  if (data.errors) {
    errors = {};
    for (const [id, error] of Object.entries(data.errors)) {
      errors[id] =
        error.__type === 'RouteErrorResponse'
          ? new ErrorResponseImpl(error.status, error.statusText, error.data)
          : new Error(error.message);
    }
  }
  return { loaderData: data.loaderData, actionData: data.actionData, errors };
}
