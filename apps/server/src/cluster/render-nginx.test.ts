import { describe, expect, it } from 'vitest';
import { fillTemplate, renderNginx } from '../../../../deploy/render-nginx.mjs';

/** deploy/render-nginx.mjs: what the operators' CLI, the tests and bench/cluster render with. */
const BASE = { upstreams: ['10.0.0.21:3000', '10.0.0.22:3000'], appDir: '/srv/tubekit' };

describe('fillTemplate', () => {
  it('fills values and keeps only the blocks whose flag holds', () => {
    const text = 'a {{X}};\n#if ON\non;\n#else\noff;\n#endif\nend;';
    expect(fillTemplate(text, { X: '1' }, { ON: true })).toBe('a 1;\non;\nend;');
    expect(fillTemplate(text, { X: '1' }, { ON: false })).toBe('a 1;\noff;\nend;');
  });

  it('refuses a value it has not got, an unknown flag and an unclosed block', () => {
    expect(() => fillTemplate('{{Y}}', {}, {})).toThrow(/no value for \{\{Y\}\}/);
    expect(() => fillTemplate('#if NOPE\n#endif', {}, {})).toThrow(/unknown flag NOPE/);
    expect(() => fillTemplate('#if ON\nx', {}, { ON: true })).toThrow(/without #endif/);
  });
});

describe('renderNginx', () => {
  it('writes one upstream line per server, with passive health, and the paths below the app dir', () => {
    const { 'tubekit.conf': site, 'tubekit-locations.conf': locations } = renderNginx(BASE);
    expect(site).toContain(
      'server 10.0.0.21:3000 max_fails=3 fail_timeout=10s;\n    server 10.0.0.22:3000 max_fails=3 fail_timeout=10s;',
    );
    expect(locations).toContain('alias /srv/tubekit/apps/site/dist/client/assets/;');
    expect(locations).toContain('alias /srv/tubekit/packages/embed/dist/embed.js;');
    expect(locations).toMatch(
      /location \/_media\/ \{\n\s+internal;\n\s+alias \/srv\/tubekit\/\.data\/media\/;/,
    );
    // Only the comments may still speak of the template's syntax.
    const directives = `${site}\n${locations}`.split('\n').filter((line) => !line.trim().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/\{\{|#if|#else|#endif/);
  });

  it('without a certificate has no TLS server and plain HTTP serves the site', () => {
    const { 'tubekit.conf': site } = renderNginx(BASE);
    expect(site).not.toContain('ssl');
    expect(site).toContain('include /etc/nginx/tubekit/tubekit-locations.conf;');
    expect(site).not.toContain('return 301');
  });

  it('with a certificate, plain HTTP only redirects (unless told not to)', () => {
    const https = { certificate: '/etc/tls/cert.pem', certificateKey: '/etc/tls/key.pem' };
    const redirecting = renderNginx({ ...BASE, https })['tubekit.conf'];
    expect(redirecting).toContain('listen 443 ssl http2;');
    expect(redirecting).toContain('ssl_certificate /etc/tls/cert.pem;');
    expect(redirecting.match(/include \/etc\/nginx\/tubekit\/tubekit-locations\.conf;/g)).toHaveLength(1);
    expect(redirecting).toContain('return 301 https://$host$request_uri;');
    const both = renderNginx({ ...BASE, https, httpRedirect: false })['tubekit.conf'];
    expect(both.match(/include \/etc\/nginx\/tubekit\/tubekit-locations\.conf;/g)).toHaveLength(2);
  });

  it.each([
    ['an upstream that ends the directive', { upstreams: ['10.0.0.1:3000; include /etc/passwd'] }],
    ['no upstream', { upstreams: [] }],
    ['a relative path', { mediaRoot: 'media' }],
    ['a path with a space', { appDir: '/srv/tube kit' }],
    ['a path opening a block', { mediaRoot: '/srv/{x}' }],
    ['a media prefix unlike /_media/', { mediaAccel: '/_media' }],
    ['a server name with a semicolon', { serverName: 'a.example;' }],
  ])('refuses %s', (_name, options) => {
    expect(() => renderNginx({ ...BASE, ...options })).toThrow();
  });
});
