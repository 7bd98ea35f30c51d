import type { ApiTransport } from '../api/transport.ts';

/** A fake transport that records every call with its form, answering from `answer`. */
export function recordingApi(answer: (path: string, form?: Record<string, string | number>) => unknown) {
  const calls: { path: string; form?: Record<string, string | number> }[] = [];
  const api: ApiTransport = {
    async get<T>(path: string): Promise<T> {
      calls.push({ path });
      return answer(path) as T;
    },
    async post<T>(path: string, form: Record<string, string | number>): Promise<T> {
      calls.push({ path, form });
      return answer(path, form) as T;
    },
  };
  return { api, calls };
}
