import { request } from 'node:http';

/** What a server answered on a real socket: the status (0 when the connection broke) and headers. */
export interface SocketAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request on a real loopback socket (tus over the wire, as a browser sends it). With
 * `cut`, only that many body bytes are written and the connection is then dropped.
 */
export function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
  cut?: number,
): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    if (cut === undefined) {
      req.on('error', reject);
      req.end(body);
      return;
    }
    // A dropped connection: part of the body, then the socket is destroyed once it is written.
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.write(body?.subarray(0, cut), () => req.destroy());
  });
}

/**
 * A request whose body stops after `sent` bytes and stays open: what a server killed
 * mid-upload was receiving. Resolves status 0 once the connection breaks.
 */
export function sendPart(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  sent: number,
): Promise<SocketAnswer> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
    });
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.write(body.subarray(0, sent));
  });
}
