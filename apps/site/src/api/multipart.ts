/** An upload's end: the answer as data (any status), or null when nothing answered. */
export interface UploadResult {
  status: number;
  body: unknown;
}

/**
 * POSTs `fields` then `file` to `/{path}` as multipart (the fields first: the servers read
 * the token before the file) and reports the share sent, 0 to 100. XMLHttpRequest,
 * because fetch cannot report upload progress. Resolves with the answer whatever its
 * status; rejects only when there is no answer (network error, abort).
 */
export function postMultipart(
  path: string,
  fields: Record<string, string | number>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/${path}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the caller reads null as a failure.
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error('Network Error'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    xhr.send(body);
  });
}
