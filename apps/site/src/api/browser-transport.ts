import type { AxiosInstance } from 'axios';
import { notify } from '../state/notifications.ts';
import { noticesForAnswer } from './interceptor.ts';
import { type ApiTransport, formBody } from './transport.ts';

/** Makes the axios instance; the default loads axios on first use, off the initial JS. */
export type AxiosFactory = () => Promise<AxiosInstance>;

const loadAxios: AxiosFactory = async () => (await import('axios')).default.create();

/**
 * Prepares an axios instance the spec's way: baseURL '/', every HTTP status resolves (error
 * answers are data), and the response interceptor shows the 'notify' notices. Network
 * errors, aborts and timeouts reject unchanged ("Network Error", "Request aborted"...).
 */
export function configureAxios(instance: AxiosInstance): AxiosInstance {
  instance.defaults.baseURL = '/';
  instance.defaults.validateStatus = () => true;
  instance.interceptors.response.use((response) => {
    for (const notice of noticesForAnswer(response.data)) notify(notice);
    return response;
  });
  return instance;
}

/**
 * The browser transport over axios. axios itself is imported when the first call is made
 * (server-rendered pages need no call before the first navigation).
 */
export function createBrowserTransport(factory: AxiosFactory = loadAxios): ApiTransport {
  let instance: Promise<AxiosInstance> | null = null;
  const axios = () => {
    instance ??= factory().then(configureAxios);
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

let shared: ApiTransport | null = null;

/** The one browser transport of the page (created on first use). */
export function browserApi(): ApiTransport {
  shared ??= createBrowserTransport();
  return shared;
}
