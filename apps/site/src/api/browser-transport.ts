import axios, { type AxiosInstance } from 'axios';
import { notify } from '../state/notifications.ts';
import { noticesForAnswer } from './interceptor.ts';
import { type ApiTransport, formBody } from './transport.ts';

/**
 * The browser transport: axios with baseURL '/' and the spec's response interceptor.
 * Every HTTP status resolves (error answers are data); network errors, aborts and
 * timeouts reject unchanged, with axios's own messages ("Network Error"...).
 */
export function createBrowserTransport(instance: AxiosInstance = axios.create()): ApiTransport {
  instance.defaults.baseURL = '/';
  instance.defaults.validateStatus = () => true;
  instance.interceptors.response.use((response) => {
    for (const notice of noticesForAnswer(response.data)) notify(notice);
    return response;
  });
  return {
    async get<T>(path: string): Promise<T> {
      const response = await instance.get<T>(path);
      return response.data;
    },
    async post<T>(path: string, form: Record<string, string | number>): Promise<T> {
      const response = await instance.post<T>(path, formBody(form), {
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
