import { MEMBER_PHP } from '@tubekit/contract';

/** An upload's end: the answer as data (any status), or null when nothing answered. */
export interface UploadResult {
  status: number;
  body: unknown;
}

/**
 * POSTs a picture to member.php as multipart (`section`, `csrf`, then `file`: the server
 * reads the token before the file) and reports the share sent, 0 to 100. XMLHttpRequest,
 * because fetch cannot report upload progress. Resolves with the answer whatever its status;
 * rejects only when there is no answer (network error, abort).
 */
export function uploadImage(
  section: 'u_ava' | 'u_cover',
  csrf: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const body = new FormData();
  body.append('section', section);
  body.append('csrf', csrf);
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/${MEMBER_PHP}`);
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
