import type { IncomingMessage, ServerResponse } from 'node:http';
import { VISITOR_COOKIE } from '../http/visitor.ts';
import { VISIT_COOKIE } from '../partners/attribution.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

/**
 * Cookies that change nothing in a visitor's shared page or its headers: the age gate's (the
 * gate is decided in the browser), the visit's (its only effect without a campaign cookie is
 * the same Set-Cookie on every answer) and the visitor id (read by votes and comments only).
 * A request with any other cookie (a session, a campaign, a country) goes through the app.
 */
const NEUTRAL_COOKIES = new Set(['_agev', VISIT_COOKIE, VISITOR_COOKIE]);

/** Longer request signatures are not remembered: the map's memory stays bounded. */
const MAX_SIGNATURE = 2048;
/** Answers remembered at most; the oldest go first. */
const MAX_ANSWERS = 10_000;

/** Whether every cookie of a Cookie header is one of `NEUTRAL_COOKIES`. */
export function onlyNeutralCookies(header: string | undefined): boolean {
  if (!header) return true;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name && !NEUTRAL_COOKIES.has(name)) return false;
  }
  return true;
}

/**
 * What makes two requests get the same page answer from the app: method GET, no
 * If-None-Match (a 304 is the app's), only neutral cookies, and the same host, Accept,
 * Accept-Encoding and URL byte for byte. Null when the request is not such a one.
 */
export function requestSignature(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  const { headers } = req;
  if (req.method !== 'GET' || headers['if-none-match'] !== undefined) return null;
  if (!onlyNeutralCookies(headers.cookie)) return null;
  const signature = `${headers.host ?? ''}\n${headers.accept ?? ''}\n${headers['accept-encoding'] ?? ''}\n${req.url ?? ''}`;
  return signature.length > MAX_SIGNATURE ? null : signature;
}

/** Which of a kept page's forms an answer sent: as it is (`json`), or compressed. */
export type PageForm = 'json' | 'gzip' | 'br';

/**
 * An answer the app sent for a request signature, from the kept page of `key`. The page is
 * held weakly and the bytes are read from it: a page the cache dropped is not kept alive by
 * the answers, whose memory is their headers only.
 */
export interface FastAnswer {
  key: string;
  page: WeakRef<CachedPage>;
  form: PageForm;
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
}

/** The form of `page` that `body` is, or null when it is none of them. */
export function formOf(page: CachedPage, body: Buffer): PageForm | null {
  if (body === page.json) return 'json';
  if (body === page.gzip) return 'gzip';
  if (body === page.br) return 'br';
  return null;
}

/** The app's answer to a request like `req`, made without a client (an in-process request). */
export type AnswerRequest = (req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) => Promise<unknown>;

/**
 * The page cache's answers sent again before the app (README "Page cache", fast path). A
 * visitor's page from the cache still went through Fastify's routing, hooks and reply, which
 * cost about twice the kernel's work of sending it: about 17,000 answers a second per process
 * where Node's server alone sends 50,000. So once the app has answered a request from a kept,
 * shared page (same for everyone, no campaign, no member), the same answer (status, every
 * header the app set, the bytes) is remembered under the request's signature and sent again
 * for the next request with that signature, as long as that page is still the kept entry of
 * its key: an invalidation or expiry sends the next request through the app again.
 */
export class PageFastPath {
  /** Answers by signature; one whose page went stays (its headers only) until a new one replaces it. */
  private readonly answers = new Map<string, FastAnswer>();
  private readonly pages: PageCache;
  private readonly answerRequest: AnswerRequest | null;
  /** The in-process requests running for signatures whose page went, one per signature. */
  private readonly refreshing = new Map<string, Promise<void>>();

  /** `answerRequest` lets `refresh` ask the app again (the page lane's waiting requests). */
  constructor(pages: PageCache, answerRequest: AnswerRequest | null = null) {
    this.pages = pages;
    this.answerRequest = answerRequest;
  }

  /** Sends the remembered answer of `req` and returns true; false when the app must answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const found = this.find(req);
    if (!found) return false;
    res.writeHead(found.answer.status, found.answer.headers);
    res.end(found.body);
    return true;
  }

  /**
   * The remembered answer of `req` and its bytes, while its page is still the kept entry of
   * its key; null when the app must answer.
   */
  find(
    req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  ): { answer: FastAnswer; body: Buffer } | null {
    if (this.answers.size === 0) return null;
    const signature = requestSignature(req);
    if (signature === null) return null;
    const answer = this.answers.get(signature);
    if (!answer) return null;
    const page = answer.page.deref();
    const body = page?.[answer.form];
    if (!page || !body || this.pages.kept(answer.key) !== page) return null;
    return { answer, body };
  }

  /**
   * For a request whose signature had an answer whose page went (an invalidation, an
   * expiry): the app's answer to the same request, made in-process once for every request
   * waiting on that signature, which remembers the new answer when its page is kept. Null
   * when the signature never had one (or nothing can ask the app): the request is the app's.
   */
  refresh(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Promise<void> | null {
    const answerRequest = this.answerRequest;
    const signature = answerRequest ? requestSignature(req) : null;
    if (!answerRequest || signature === null || !this.answers.has(signature)) return null;
    let running = this.refreshing.get(signature);
    if (!running) {
      const stale = this.answers.get(signature);
      // Whatever the app answered (or a failure): the waiting requests look for the answer again.
      running = answerRequest(req)
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          this.refreshing.delete(signature);
          // No new answer (the page is gone, or not kept): the signature is the app's again.
          if (this.answers.get(signature) === stale) this.answers.delete(signature);
        });
      this.refreshing.set(signature, running);
    }
    return running;
  }

  /** Remembers the app's answer to a request of `signature` (the newest are kept longest). */
  remember(signature: string, answer: FastAnswer): void {
    this.answers.delete(signature);
    if (this.answers.size >= MAX_ANSWERS) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(signature, answer);
  }

  get size(): number {
    return this.answers.size;
  }
}
