import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { CONTEXT_OPTIONS, launchChromium } from './browser.ts';
import { assertFreshBuild, PORTAL_ROOT, startPreview } from './server.ts';
import { kb, readBuildSizes } from './support/bundle.ts';
import { readLoadedOnUse } from './support/loadedOnUse.ts';
import { acceptCookies, signInWithForm } from './support/personas.ts';
import {
  DEFAULT_PARAMS,
  expectedDestination,
  listMatrixRoutes,
  type Profile,
} from './support/routeTable.ts';

// `pnpm bench` (never part of `pnpm test`), after benchLoads.ts: the size of every route of the
// production build as the browser loads it, each lazy module's own chunk, and what loads on use.

/** The assets a page load fetched (JS and CSS under /assets/), from the page's resource timing. */
async function assetsOf(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => /^\/assets\/.+\.(js|css)$/.test(pathname)),
  );
  await page.close();
  return { finalPath, files: [...new Set(files)].map((file) => file.slice(1)) };
}

async function main(): Promise<void> {
  assertFreshBuild('dist');
  const sizes = readBuildSizes(join(PORTAL_ROOT, 'dist'));
  const preview = await startPreview();
  const browser = await launchChromium();
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: preview.origin });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInWithForm(page, 'superadmin');
    await acceptCookies(page);
    await page.close();

    const channel = await context.request.get('/api/content?publisher_id=1');
    const channelId = String(((await channel.json()) as { data: { id: number }[] }).data[0]?.id);
    const routes = listMatrixRoutes({ ...DEFAULT_PARAMS, channelId });
    const profile = ((await (await context.request.get('/api/user')).json()) as { data: Profile })
      .data;
    const entry = sizes.entry;
    console.log(
      `\nRoute sizes, gzipped (entry: ${kb(entry.jsGzip)} JS, ${kb(entry.cssGzip)} CSS in every route)`,
    );
    console.log(`${'route'.padEnd(58)} ${'JS total'.padStart(10)} ${'own JS'.padStart(10)} CSS`);
    const seen = new Set<string>();
    for (const route of routes) {
      // Superadmin may open every page of the three apps; redirects have no size of their own.
      if (expectedDestination(profile, route.path) !== route.path || seen.has(route.path)) continue;
      seen.add(route.path);
      const { files } = await assetsOf(context, route.path);
      const js = files.filter((file) => file.endsWith('.js'));
      const css = files.filter((file) => file.endsWith('.css'));
      const sum = (list: string[]) => list.reduce((total, file) => total + sizes.gzip(file), 0);
      const own = js.filter((file) => !entry.js.has(file));
      console.log(
        `${route.pattern.padEnd(58)} ${kb(sum(js)).padStart(10)} ${kb(sum(own)).padStart(10)} ${kb(sum(css))}`,
      );
    }
    console.log('\nPage chunks (own chunk of each lazy module, gzipped; budget 60 KB)');
    for (const key of [...sizes.lazyModules].sort()) {
      console.log(`  ${key.padEnd(70)} ${kb(sizes.gzip(sizes.chunkOf(key).file)).padStart(9)}`);
    }
    const onUse = readLoadedOnUse(join(PORTAL_ROOT, 'dist'), sizes);
    console.log('\nLoaded on use, in no first load (issue 23; gzipped)');
    for (const feature of onUse.features) {
      console.log(`  ${feature.name.padEnd(70)} ${kb(feature.gzip).padStart(9)}`);
    }
    console.log(
      `  their code in a route's first load: ${onUse.inFirstLoads.length === 0 ? 'none' : onUse.inFirstLoads.join(', ')}`,
    );
    const css = [...sizes.css.values()].reduce((sum, size) => sum + size, 0);
    console.log(`\nCSS of the whole app ${kb(css)} (budget 40 KB)`);
  } finally {
    await browser.close();
    await preview.close();
  }
}

await main();
