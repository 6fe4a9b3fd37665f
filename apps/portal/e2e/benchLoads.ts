import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONTEXT_OPTIONS, launchChromium } from './browser.ts';
import { assertFreshBuild, PORTAL_ROOT, startPreview } from './server.ts';
import { kb, readBuildSizes } from './support/bundle.ts';
import { startFloor } from './support/floor.ts';
import { type LighthouseRun, lighthouseCold, median } from './support/lighthouse.ts';
import { MEASURED_PAGES, type MeasuredPage, summarizeColdLoad } from './support/loadBudgets.ts';
import {
  acceptCookies,
  type PersonaKey,
  PersonaSessions,
  signInWithForm,
} from './support/personas.ts';

// `pnpm bench` (never part of `pnpm test`): issue 17's pages loaded cold, side by side with the
// floor (bench/floor: React, react-dom and React Router alone) in the same run: what each fetches
// until idle, in how many files and rounds, and Lighthouse's score, LCP, TBT and CLS (mobile,
// simulated throttling), each the median of RUNS runs, with ratios to the floor.

const RUNS = 3;
const DEBUG_PORT = 9334;

interface Row {
  readonly name: string;
  readonly bytes: number;
  readonly files: number;
  readonly rounds: number;
  readonly lighthouse: readonly LighthouseRun[];
}

const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;

function printRows(rows: readonly Row[], floor: Row): void {
  const header = [
    'page',
    'JS+CSS gz',
    '× floor',
    'files',
    'rounds',
    'Lighthouse',
    'LCP',
    'TBT',
    'CLS',
  ];
  const widths = [40, 10, 8, 6, 7, 11, 7, 8, 6];
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join(' ');
  console.log(line(header));
  for (const row of [floor, ...rows]) {
    const scores = row.lighthouse.flatMap((run) => (run.score === null ? [] : [run.score]));
    console.log(
      line([
        row.name,
        kb(row.bytes),
        `${(row.bytes / floor.bytes).toFixed(2)}×`,
        String(row.files),
        String(row.rounds),
        String(median(scores)),
        ms(median(row.lighthouse.map((run) => run.lcpMs))),
        ms(median(row.lighthouse.map((run) => run.tbtMs))),
        median(row.lighthouse.map((run) => run.cls)).toFixed(3),
      ]),
    );
  }
}

/** A browser with a debugging port for Lighthouse, signed in as `persona`, cookies accepted. */
async function lighthouseBrowser(origin: string, persona: PersonaKey | null) {
  const profileDir = mkdtempSync(join(tmpdir(), 'airtime-bench-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    ...CONTEXT_OPTIONS,
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    baseURL: origin,
  });
  const page = await context.newPage();
  await page.goto('/login');
  if (persona !== null) await signInWithForm(page, persona);
  await acceptCookies(page);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** The median of RUNS cold loads of `url`, each in a context of its own. */
async function coldLoads(
  openContext: () => Promise<BrowserContext>,
  url: string,
  gzip: (file: string) => number,
) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await openContext();
    runs.push(await summarizeColdLoad(context, url, gzip));
    await context.close();
  }
  return {
    bytes: median(runs.map((load) => load.bytes)),
    files: median(runs.map((load) => load.files)),
    rounds: median(runs.map((load) => load.rounds)),
  };
}

async function main(): Promise<void> {
  assertFreshBuild('dist');
  const sizes = readBuildSizes(join(PORTAL_ROOT, 'dist'));
  const floorServer = await startFloor();
  const preview = await startPreview();
  try {
    // Sizes, files and rounds: fresh contexts (an empty HTTP cache each), sessions signed in once.
    const browser = await launchChromium();
    const sessions = new PersonaSessions(browser, preview.origin);
    const floorLoad = await coldLoads(
      () => browser.newContext({ ...CONTEXT_OPTIONS }),
      `${floorServer.origin}/`,
      floorServer.gzip,
    );
    const loads: Awaited<ReturnType<typeof coldLoads>>[] = [];
    for (const page of MEASURED_PAGES) {
      loads.push(await coldLoads(() => sessions.context(page.persona), page.path, sizes.gzip));
    }
    await browser.close();

    // Lighthouse, cold, the floor's runs alternating with the pages' in each browser.
    const floorRuns: LighthouseRun[] = [];
    const pageRuns = new Map<MeasuredPage, LighthouseRun[]>();
    const personas = [...new Set(MEASURED_PAGES.map((page) => page.persona))];
    for (const persona of personas) {
      const lighthouse = await lighthouseBrowser(preview.origin, persona);
      try {
        for (let run = 0; run < RUNS; run += 1) {
          floorRuns.push(
            await lighthouseCold(lighthouse.context, DEBUG_PORT, `${floorServer.origin}/`),
          );
          for (const page of MEASURED_PAGES.filter((candidate) => candidate.persona === persona)) {
            const result = await lighthouseCold(
              lighthouse.context,
              DEBUG_PORT,
              `${preview.origin}${page.path}`,
            );
            pageRuns.set(page, [...(pageRuns.get(page) ?? []), result]);
          }
        }
      } finally {
        await lighthouse.close();
      }
    }

    const floor: Row = {
      name: 'floor (React + React Router)',
      ...floorLoad,
      lighthouse: floorRuns,
    };
    const rows = MEASURED_PAGES.map((page, index) => ({
      name: `${page.path}${page.persona === null ? '' : ` (${page.persona})`}`,
      ...(loads[index] ?? { bytes: 0, files: 0, rounds: 0 }),
      lighthouse: pageRuns.get(page) ?? [],
    }));
    console.log(`Cold loads, median of ${RUNS} runs (Lighthouse 13, mobile, simulated throttling)`);
    printRows(rows, floor);
  } finally {
    await preview.close();
    await floorServer.close();
  }
}

await main();
