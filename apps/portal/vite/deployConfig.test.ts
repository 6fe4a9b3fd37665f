import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from './apiPlugin.ts';
import { securityHeaders } from './securityHeaders.ts';
import { SHARED_REPORT_HTML } from './sharedReportView.ts';

// deploy/ holds the production server's configuration (docs/deploy.md). What `vite preview` and
// the end-to-end tests do is written in code; these tests keep the nginx files saying the same.

const DEPLOY = join(import.meta.dirname, '..', 'deploy');
const read = (file: string) => readFileSync(join(DEPLOY, file), 'utf8');

/** The `add_header Name "value" always;` lines of an nginx file, by name. */
function addedHeaders(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;/gm)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}

/** Each `location … { … }` block of nginx.conf (none nests another). */
function locations(text: string): string[] {
  return [...text.matchAll(/location[^{]*\{[^}]*\}/g)].map(([block]) => block);
}

describe('deploy/ (nginx)', () => {
  it('sends the security headers `vite preview` sends, word for word', () => {
    expect(addedHeaders(read('security-headers.conf'))).toEqual(securityHeaders());
  });

  it('includes them at the server and again in every location that adds a header of its own', () => {
    const nginx = read('nginx.conf');
    const include = 'include /etc/nginx/snippets/airtime-security-headers.conf;';
    expect(nginx.split('location')[0]).toContain(include);
    const adding = locations(nginx).filter((block) => block.includes('add_header'));
    expect(adding.length).toBeGreaterThan(0);
    for (const block of adding) expect(block).toContain(include);
  });

  it('serves the shared report page for /shared/r/, and the app for everything else', () => {
    const nginx = read('nginx.conf');
    expect(nginx).toContain(`location ^~ /shared/r/ {\n    try_files /${SHARED_REPORT_HTML} =404;`);
    expect(nginx).toMatch(/location \/ \{[^}]*try_files \$uri \/index\.html;/);
  });

  it('sends the backend the paths the dev and preview servers proxy (the fake’s /__mock aside)', () => {
    const proxied = /location ~ \^\/\(([^)]*)\)/.exec(read('nginx.conf'))?.[1]?.split('|');
    expect(proxied?.map((path) => `/${path}`).sort()).toEqual(
      API_PATHS.filter((path) => path !== '/__mock').sort(),
    );
  });
});
