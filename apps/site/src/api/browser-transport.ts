import type { AxiosInstance } from 'axios';
import { type ApiTransport, formBody } from './transport.ts';

/** Makes the axios instance; the default loads axios on first use, off the initial JS. */
export type AxiosFactory = () => Promise<AxiosInstance>;

const loadAxios: AxiosFactory = async () => (await import('axios')).default.create();

/**
 * The browser transport over axios. axios, the response interceptor and the messages it
 * shows are imported when the first call is made (server-rendered pages need no call
 * before the first navigation).
 */
export function createBrowserTransport(factory: AxiosFactory = loadAxios): ApiTransport {
  let instance: Promise<AxiosInstance> | null = null;
  const axios = () => {
    instance ??= Promise.all([factory(), import('./configure-axios.ts')]).then(
      ([created, { configureAxios }]) => configureAxios(created),
    );
    return instance;
  };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await (await axios()).get<T>(path);
      return response.data;
    },
    async post<T>(path: string, form: Record<string, string | number>): Promise<T> {
      const response = await (await axios()).post<T>(path, formBody(form), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return response.data;
    },
  };
}
