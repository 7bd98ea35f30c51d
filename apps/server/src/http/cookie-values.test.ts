import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookieValues } from './cookie-values.ts';

const withCookie = (cookie?: string) =>
  ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;

describe('cookieValues', () => {
  it('gives every value of the name, first first, trimmed and not decoded', () => {
    expect(cookieValues(withCookie('a=1; sid= x%20y ;b=2; sid=z'), 'sid')).toEqual(['x%20y', 'z']);
  });

  it('gives none without the header, without the name, or when the name only ends another name', () => {
    expect(cookieValues(withCookie(), 'sid')).toEqual([]);
    expect(cookieValues(withCookie('a=1; b=2'), 'sid')).toEqual([]);
    expect(cookieValues(withCookie('xsid=1; sidx=2'), 'sid')).toEqual([]);
  });

  it('answers the same on repeated calls (the kept pattern carries no state between them)', () => {
    const request = withCookie('sid=1; sid=2');
    expect(cookieValues(request, 'sid')).toEqual(['1', '2']);
    expect(cookieValues(request, 'sid')).toEqual(['1', '2']);
    expect(cookieValues(withCookie('sid=3'), 'sid')).toEqual(['3']);
  });
});
