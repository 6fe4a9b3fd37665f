// `pnpm --filter @airtime/mock-api bench`: how long each scale takes to seed, the p50/p95 of the
// main list and search calls at the large scale, through the same handlers the hosts use, and the
// whole events list walked page by page at that scale (the tests walk a few hundred events).
// A report, not a timed test: numbers depend on the machine.

import { getResponse } from 'msw';
import { createMockBackend } from '../src/backend/createMockBackend.ts';
import { createHandlers } from '../src/createHandlers.ts';
import { seedStore } from '../src/seed/seedStore.ts';
import { eventDate } from '../src/store/eventDates.ts';

const REFERENCE_DATE = '2026-11-20';
const RUNS = 200;

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

const [, largeMs] = time(() =>
  seedStore({ scale: 'large', seed: 1, referenceDate: REFERENCE_DATE }),
);
const [, defaultMs] = time(() =>
  seedStore({ scale: 'default', seed: 1, referenceDate: REFERENCE_DATE }),
);
const [, largeWarmMs] = time(() =>
  seedStore({ scale: 'large', seed: 2, referenceDate: REFERENCE_DATE }),
);
console.log(`seed large   (first, cold JIT): ${largeMs.toFixed(0)} ms  (limit 3000 ms)`);
console.log(`seed large   (again, warm):     ${largeWarmMs.toFixed(0)} ms`);
console.log(`seed default:                   ${defaultMs.toFixed(0)} ms`);

const backend = createMockBackend({ scale: 'large', seed: 1, referenceDate: REFERENCE_DATE });
const handlers = createHandlers(backend);
const cookies = new Map<string, string>();

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers({
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  });
  const xsrf = cookies.get('XSRF-TOKEN');
  if (xsrf !== undefined) headers.set('x-xsrf-token', xsrf);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`http://bench.test${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await getResponse(handlers, request, { quiet: true });
  if (response === undefined) throw new Error(`${method} ${path} is not handled`);
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    cookies.set(name, decodeURIComponent(value));
  }
  return response;
}

await call('GET', '/sanctum/csrf-cookie');
const login = await call('POST', '/sanctum/login', {
  email: 'superadmin@airtime.test',
  password: 'password',
});
if (!login.ok) throw new Error(`login answered ${login.status}`);

const firstPage = (await (await call('GET', '/api/brands?per_page=25')).json()) as {
  links: { next: string };
};
const CALLS: ReadonlyArray<readonly [string, string]> = [
  ['brands, first page', '/api/brands'],
  [
    'brands, second page',
    `/api/brands?per_page=25&cursor=${encodeURIComponent(firstPage.links.next)}`,
  ],
  [
    'brands, filtered and sorted',
    '/api/brands?airtime_customer=1&is_active=1&sort=-budget&per_page=50',
  ],
  ['agencies', '/api/agencies'],
  ['assignees of a brand', '/api/assignees?subject_type=brand&subject_id=2'],
  ['brand stats', '/api/brand/2/stats'],
  ['user search', '/api/user-search?s=an'],
  ['navigation search, all types', '/api/navigation-search?s=an'],
  ['navigation search, creators', '/api/navigation-search?s=the&search_by[]=creator'],
  ['brand navigation search', '/api/brand/navigation-search?s=show'],
  ['events, a month', '/api/new-events?month=2026-11'],
  ['events, a week of two creators', '/api/new-events?week=2026-11-18&publishers=1,2'],
  ['events, a brand by rate', '/api/new-events?brand_id=2&sort=-rate'],
  ['events, all, latest first', '/api/new-events?sort=-date'],
  ['production, a month', '/api/event-production?month=2026-11'],
  ['messages of a thread', '/api/threads/1/messages'],
  ['threads of an agency user', '/api/threads'],
  ['threads, unread, 100 a page', '/api/threads?unread=1&per_page=100'],
  ['threads, subject name search', '/api/threads?s=on'],
  ['planning board, by priority', '/api/new-campaigns?in_planning=1&sort=priority,-created_at'],
  ['campaigns, text search', '/api/new-campaigns?s=the'],
  ['creators, first page', '/api/creators'],
  ['channels, by audience', '/api/content?sort=-subscribers_count'],
  ['relationships of a brand', '/api/relationships?brand_id=2'],
  ['brand app events, a month', '/api/brand/events?brand_id=2&month=2026-11'],
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

console.log(`\nlarge scale, ${RUNS} calls each (p95 limit 20 ms):`);
for (const [label, path] of CALLS) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await call('GET', path);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50).toFixed(2);
  const p95 = percentile(samples, 95).toFixed(2);
  console.log(`  ${label.padEnd(32)} p50 ${p50.padStart(7)} ms   p95 ${p95.padStart(7)} ms`);
}

// The month walk at scale: every event by date, latest first, 100 a page through the cursors,
// each once and in order (undated ones last), as events.test.ts checks on 300 events.
const WALK = '/api/new-events?sort=-date&per_page=100';
const walkSamples: number[] = [];
const walkedIds = new Set<number>();
let previousDay: string | null | undefined;
let next: string | null = WALK;
const walkStarted = performance.now();
while (next !== null) {
  const started = performance.now();
  const response = await call('GET', next);
  const body = (await response.json()) as {
    data: Array<{ id: number; aired_date: string | null; planned_date: string | null }>;
    links: { next: string | null };
  };
  walkSamples.push(performance.now() - started);
  for (const event of body.data) {
    const day = eventDate(event);
    const outOfOrder =
      previousDay === null
        ? day !== null
        : previousDay !== undefined && day !== null && day > previousDay;
    if (outOfOrder || walkedIds.has(event.id))
      throw new Error(`the walk met event ${event.id} out of order`);
    walkedIds.add(event.id);
    previousDay = day;
  }
  next = body.links.next === null ? null : `${WALK}&cursor=${encodeURIComponent(body.links.next)}`;
}
if (walkedIds.size !== backend.store.events.size)
  throw new Error(`the walk met ${walkedIds.size} of ${backend.store.events.size} events`);
walkSamples.sort((a, b) => a - b);
console.log(
  `\nevents by -date, walked 100 a page: ${walkSamples.length} pages in ` +
    `${((performance.now() - walkStarted) / 1000).toFixed(1)} s, a page p50 ` +
    `${percentile(walkSamples, 50).toFixed(2)} ms, p95 ${percentile(walkSamples, 95).toFixed(2)} ms`,
);
