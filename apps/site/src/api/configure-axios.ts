import type { AxiosInstance } from 'axios';
import { notify } from '../state/notifications.ts';
import { noticesForAnswer } from './interceptor.ts';

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
