// `pnpm bench`: the Table against a plain @tanstack/react-virtual list, 10,000 x 8 rows, in the
// system Chromium. Builds bench/ with Vite (production mode), serves it on a free local port,
// and measures, in one browser, the first render and two sorts (a text column, a money column)
// of each, alternating which goes first. The verdict uses the main thread's CPU time (Chrome's
// ThreadTime metric), which other processes on a shared machine do not inflate; wall-clock
// times are printed beside it. Prints the medians and their ratio; exits 1 when the Table takes
// more than 2x the list on any of them. Timings never go in `pnpm test`.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@airtime/chromium';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import type { BenchKind, StepResult } from './main.tsx';

const WARMUP_RUNS = 3;
const MEASURED_RUNS = 15;
const MAX_RATIO = 2;

// expose-gc lets each measured run start from a clean heap.
const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--expose-gc'];

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

const benchDir = dirname(fileURLToPath(import.meta.url));

async function buildPage(outDir: string) {
  await build({
    configFile: join(benchDir, 'vite.config.ts'),
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  });
}

/** A static file server for the built page, on a port the system picks. */
async function serve(root: string) {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    const found = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile();
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const STEPS = [
  ['render', 'first render'],
  ['sortText', 'sort by Campaign (text)'],
  ['sortNumber', 'sort by Budget (money)'],
] as const;

type StepName = (typeof STEPS)[number][0];
type Timing = { cpu: number; wall: number; result: StepResult };

/** The renderer main thread's CPU time so far, in ms. */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = metrics.find((metric) => metric.name === 'ThreadTime')?.value;
  if (value === undefined) throw new Error('This Chromium reports no ThreadTime metric');
  return value * 1000;
}

/** Mounts one implementation, sorts it twice, unmounts it; each step timed on its own. */
async function measureOnce(page: Page, cdp: CDPSession, kind: BenchKind) {
  const timings = {} as Record<StepName, Timing>;
  const timed = async (name: StepName, run: () => Promise<StepResult>) => {
    // A clean heap, outside the measurement, so neither pays for the other's garbage.
    await page.evaluate(() => (window as unknown as { gc: () => void }).gc());
    const before = await threadTime(cdp);
    const result = await run();
    timings[name] = { cpu: (await threadTime(cdp)) - before, wall: result.wall, result };
  };
  await timed('render', () => page.evaluate((which) => window.bench.mount(which), kind));
  await timed('sortText', () =>
    page.evaluate((which) => window.bench.sort(which, 'Campaign'), kind),
  );
  await timed('sortNumber', () =>
    page.evaluate((which) => window.bench.sort(which, 'Budget'), kind),
  );
  await page.evaluate(() => window.bench.unmount());
  return timings;
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'airtime-table-bench-'));
  let server: { url: string; close: () => void } | undefined;
  let browser: Browser | undefined;
  try {
    console.log('bench: building the page with Vite');
    await buildPage(outDir);
    server = await serve(outDir);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: BENCH_CHROMIUM_ARGS,
      headless: true,
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error(`bench: page error: ${error.message}`));
    await page.goto(server.url);
    await page.waitForFunction(() => window.bench?.ready === true);

    const cdp = await page.context().newCDPSession(page);
    // Durations in thread time: what the main thread spent, not what the machine's load added.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

    const results: Record<BenchKind, Array<Record<StepName, Timing>>> = { table: [], list: [] };
    const total = WARMUP_RUNS + MEASURED_RUNS;
    console.log(
      `bench: Chromium ${browser.version()}, 10,000 x 8 rows, ${WARMUP_RUNS} warm-up and ${MEASURED_RUNS} measured runs`,
    );
    for (let run = 0; run < total; run++) {
      // Alternate which goes first, so neither always runs in the other's wake.
      const order: BenchKind[] = run % 2 === 0 ? ['table', 'list'] : ['list', 'table'];
      for (const kind of order) {
        const timings = await measureOnce(page, cdp, kind);
        if (run >= WARMUP_RUNS) results[kind].push(timings);
      }
    }

    // The timings mean something only if both drew a virtualized window and sorted alike.
    const problems: string[] = [];
    for (const kind of ['table', 'list'] as const) {
      const mounted = results[kind][0]?.render.result;
      const rendered = mounted?.renderedRows ?? 0;
      if (rendered < 10 || rendered > 200) {
        problems.push(`the ${kind} rendered ${rendered} rows (expected a virtualized window)`);
      }
      if (!mounted?.styled) problems.push(`the ${kind} has no styles: its CSS did not load`);
    }
    for (const name of ['sortText', 'sortNumber'] as const) {
      const table = results.table[0]?.[name].result.firstRow;
      const list = results.list[0]?.[name].result.firstRow;
      if (!table || table !== list) {
        problems.push(`after ${name} the first rows differ: table "${table}", list "${list}"`);
      }
    }
    if (problems.length > 0) {
      for (const problem of problems) console.error(`bench: invalid run: ${problem}`);
      process.exitCode = 1;
      return;
    }

    const column = (text: string, width = 10) => text.padStart(width);
    const ms = (value: number) => value.toFixed(1);
    console.log('');
    console.log(
      `${'median, ms'.padEnd(26)}${column('Table CPU')}${column('list CPU')}${column('ratio', 8)}${column('Table wall', 12)}${column('list wall')}`,
    );
    let worst = 0;
    for (const [name, label] of STEPS) {
      const cpu = (kind: BenchKind) => median(results[kind].map((timings) => timings[name].cpu));
      const wall = (kind: BenchKind) => median(results[kind].map((timings) => timings[name].wall));
      const ratio = cpu('table') / cpu('list');
      worst = Math.max(worst, ratio);
      console.log(
        `${label.padEnd(26)}${column(ms(cpu('table')))}${column(ms(cpu('list')))}${column(`${ratio.toFixed(2)}x`, 8)}${column(ms(wall('table')), 12)}${column(ms(wall('list')))}`,
      );
    }
    console.log('');
    if (worst <= MAX_RATIO) {
      console.log(
        `PASS: the Table stays within ${MAX_RATIO}x of the plain list (worst ${worst.toFixed(2)}x).`,
      );
    } else {
      console.log(
        `FAIL: the Table takes ${worst.toFixed(2)}x the plain list (limit ${MAX_RATIO}x).`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
