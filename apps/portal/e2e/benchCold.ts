import { join } from 'node:path';
import { launchChromium } from './browser.ts';
import { assertFreshBuild, PORTAL_ROOT, startPreview } from './server.ts';
import { kb, readBuildSizes } from './support/bundle.ts';
import { summarizeColdLoad } from './support/loadBudgets.ts';
import { type PersonaKey, PersonaSessions } from './support/personas.ts';

// `node e2e/benchCold.ts`: what a cold load of each path fetches from the production build, for
// working on load performance (issue 17). PATHS=/path:persona,... picks the loads ('null' for
// signed out); VERBOSE=1 lists every request with its round and times.

const DEFAULT_PATHS =
  '/login:null,/agency/home:superadmin,/brand/home:brand,/creator/home:creator,/agency/inbox:superadmin';

assertFreshBuild('dist');
const sizes = readBuildSizes(join(PORTAL_ROOT, 'dist'));
const preview = await startPreview();
const browser = await launchChromium();
const sessions = new PersonaSessions(browser, preview.origin);
try {
  for (const spec of (process.env.PATHS ?? DEFAULT_PATHS).split(',')) {
    const [path = '/', persona = 'null'] = spec.split(':');
    const context = await sessions.context(persona === 'null' ? null : (persona as PersonaKey));
    const { load, ...summary } = await summarizeColdLoad(context, path, sizes.gzip);
    await context.close();
    const first = load.firstDataRequest;
    console.log(
      `${path} (${persona}) -> ${summary.finalPath}: ${summary.files} files, ${kb(summary.bytes)} gz, ` +
        `${summary.rounds} rounds before data` +
        (first === undefined ? '' : ` (${first.path} at ${first.start.toFixed(3)} s)`),
    );
    const listed = (process.env.VERBOSE === '1' ? load.requests : load.api).filter((request) =>
      request.url.startsWith('http'),
    );
    for (const request of listed) {
      const size = /^\/assets\//.test(request.path)
        ? ` ${kb(sizes.gzip(request.path.slice(1)))}`
        : '';
      console.log(
        `  r${request.round} ${request.start.toFixed(3)}–${request.end.toFixed(3)} ${request.path}${size}`,
      );
    }
  }
} finally {
  await browser.close();
  await preview.close();
}
