import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTAL_ROOT } from './server.ts';
import { kb, readBuildSizes } from './support/bundle.ts';

// Issue 6 items 11 and 12: the production build carries no byte of the fake, and its bundles stay
// within budget (sizes, not timings). Both read the build that the other end-to-end files serve.

const DIST = join(PORTAL_ROOT, 'dist');
const DEMO_DIST = join(PORTAL_ROOT, 'dist-demo');

/** Text found only in @airtime/mock-api (and msw's worker), never in the app's own code. */
const FAKE_MARKERS = [
  'No mock handler for',
  'airtime-mock-secret',
  'mockServiceWorker',
  'packages/mock-api',
  '@airtime/mock-api',
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function markersIn(folder: string): string[] {
  const found: string[] = [];
  for (const file of filesUnder(folder)) {
    const text = readFileSync(file, 'latin1');
    for (const marker of FAKE_MARKERS) {
      if (text.includes(marker)) found.push(`${relative(folder, file)}: ${marker}`);
    }
  }
  return found;
}

describe('the production build', () => {
  it('contains no byte of the fake backend (code, source maps, worker)', () => {
    expect(markersIn(DIST)).toEqual([]);
  });

  it('the demo build does carry the fake and its worker (the markers are the right ones)', () => {
    expect(existsSync(join(DEMO_DIST, 'mockServiceWorker.js'))).toBe(true);
    const found = markersIn(DEMO_DIST).join('\n');
    expect(found).toContain('airtime-mock-secret');
    expect(found).toContain('mockServiceWorker');
  });
});

describe('bundle budgets (gzipped, without the fake)', () => {
  const sizes = readBuildSizes(DIST);

  it('the sign-in route loads at most 150 KB of JS', () => {
    const login = sizes.load(['src/layouts/LoginLayout.tsx', 'src/pages/public/LoginPage.tsx']);
    console.info(`[budget] /login JS ${kb(login.jsGzip)} in ${login.js.size} files`);
    expect(login.jsGzip).toBeLessThanOrEqual(150_000);
  });

  it("every other route's own chunk is at most 60 KB", () => {
    const over = sizes.lazyModules
      .map((key) => ({ key, size: sizes.gzip(sizes.chunkOf(key).file) }))
      .filter(({ size }) => size > 60_000)
      .map(({ key, size }) => `${key}: ${kb(size)}`);
    expect(sizes.lazyModules.length).toBeGreaterThan(50);
    expect(over).toEqual([]);
  });

  it('CSS is at most 40 KB in all', () => {
    const total = [...sizes.css.values()].reduce((sum, size) => sum + size, 0);
    console.info(`[budget] CSS ${kb(total)} in ${sizes.css.size} files`);
    expect(total).toBeLessThanOrEqual(40_000);
  });
});
