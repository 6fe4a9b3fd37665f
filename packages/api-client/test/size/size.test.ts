// The size check of issue 5 ('Done when'): an app that imports useBrands from
// '@airtime/api-client' bundles no pusher-js (not even as a lazy chunk) unless it starts
// realtime; and the realtime-free app's JS stays within a budget. Built from dist (CI runs
// `pnpm build` first) with Vite's JS API, in memory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const dist = join(packageDir, 'dist', 'index.js');
const KB = 1024;

/**
 * A string literal only pusher-js's bundle has (the protocol's internal event, which minifying
 * keeps); checked below against pusher-js's browser build and against this package's own code.
 */
const PUSHER_MARKER = 'pusher_internal:subscription_succeeded';

/**
 * Gzipped JS of the realtime-free app without React: 17.6 KB measured (the HTTP client, the brand
 * hooks and models, SWR, valibot, the domain parts they use), plus about 20 % headroom.
 */
const BUDGET = 21 * KB;

const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

const FIXTURES = {
  /** Lists brands with useBrands under ApiProvider; never starts realtime. */
  brandsOnly: `
    import { createElement as h } from 'react';
    import { createRoot } from 'react-dom/client';
    import { ApiProvider, createHttpClient, useBrands } from ${JSON.stringify(dist)};
    function Brands() {
      const { items } = useBrands();
      return h('ul', null, items.map((brand) => h('li', { key: brand.id }, brand.name)));
    }
    createRoot(document.getElementById('root')).render(
      h(ApiProvider, { client: createHttpClient() }, h(Brands)),
    );
  `,
  /** Starts realtime: pusher-js must be in the output (so the check above can fail). */
  withRealtime: `
    import { createHttpClient, startRealtime } from ${JSON.stringify(dist)};
    startRealtime({
      client: createHttpClient(),
      config: { key: 'app-key', cluster: 'mt1' },
      user: { id: 1, business_role: 'ops' },
      cache: { cache: new Map(), mutate: async () => undefined },
    });
  `,
} as const;

interface Built {
  readonly chunks: { readonly fileName: string; readonly code: string; readonly gzipped: number }[];
  readonly gzipped: number;
}

/** Every JS chunk Vite writes for the fixture (lazy chunks included), minified and gzipped. */
async function buildApp(source: string): Promise<Built> {
  const output = await build({
    configFile: false,
    root: packageDir,
    logLevel: 'silent',
    plugins: [
      {
        name: 'size-fixture',
        resolveId: (id) => (id === 'virtual:size-fixture' ? id : null),
        load: (id) => (id === 'virtual:size-fixture' ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2023',
      rolldownOptions: { input: 'virtual:size-fixture', external: REACT },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => (result as Rolldown.RolldownOutput).output)
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      code: chunk.code,
      gzipped: gzipSync(chunk.code, { level: 9 }).length,
    }));
  return { chunks, gzipped: chunks.reduce((total, chunk) => total + chunk.gzipped, 0) };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const hasPusher = (app: Built) => app.chunks.some((chunk) => chunk.code.includes(PUSHER_MARKER));

describe('bundle size', () => {
  let brandsOnly: Built;
  let withRealtime: Built;

  beforeAll(async () => {
    if (!existsSync(dist)) {
      throw new Error(`${dist} is missing: run \`pnpm --filter @airtime/api-client build\` first.`);
    }
    brandsOnly = await buildApp(FIXTURES.brandsOnly);
    withRealtime = await buildApp(FIXTURES.withRealtime);
    for (const [name, app] of Object.entries({ brandsOnly, withRealtime })) {
      console.info(
        `${name}: ${kb(app.gzipped)} gzipped JS without React (${app.chunks
          .map((chunk) => `${chunk.fileName} ${kb(chunk.gzipped)}`)
          .join(', ')})`,
      );
    }
  }, 60_000);

  it('has a marker that is pusher-js’s alone', () => {
    const require = createRequire(join(packageDir, 'package.json'));
    const pusherDir = dirname(require.resolve('pusher-js/package.json'));
    const { browser } = JSON.parse(readFileSync(join(pusherDir, 'package.json'), 'utf8')) as {
      browser: string;
    };
    expect(readFileSync(join(pusherDir, browser), 'utf8')).toContain(PUSHER_MARKER);
    const ours = readdirSync(dirname(dist), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dirname(dist), file), 'utf8'));
    expect(ours.length).toBeGreaterThan(10);
    expect(ours.some((code) => code.includes(PUSHER_MARKER))).toBe(false);
  });

  it('bundles no pusher-js, not even lazily, in an app that only uses useBrands', () => {
    expect(hasPusher(brandsOnly)).toBe(false);
  });

  it('bundles pusher-js, as a lazy chunk, in an app that starts realtime', () => {
    expect(hasPusher(withRealtime)).toBe(true);
    const entry = withRealtime.chunks.find((chunk) => chunk.code.includes('app-key'));
    expect(entry?.code.includes(PUSHER_MARKER)).toBe(false);
  });

  it(`keeps the realtime-free app within ${kb(BUDGET)} of gzipped JS`, () => {
    expect(brandsOnly.gzipped).toBeLessThanOrEqual(BUDGET);
  });
});
