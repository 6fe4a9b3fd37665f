import { beforeAll, describe, expect, it } from 'vitest';
import { navigateInApp, waitForSettled } from './browser.ts';
import { describeFindings, seriousViolations } from './support/axe.ts';
import { loadMatrixRoutes } from './support/matrixRoutes.ts';
import { type PersonaKey, profileOf } from './support/personas.ts';
import { expectedDestination, type MatrixRoute } from './support/routeTable.ts';
import { setupE2E } from './support/setup.ts';

// Issue 6 item 10: axe finds no serious or critical violation on any page. Each app's pages are
// checked as one persona who may open them all (the other personas see the same pages with less
// in the menus), and the public pages signed out.

const e2e = setupE2E();
let routes: MatrixRoute[] = [];

beforeAll(async () => {
  routes = await loadMatrixRoutes(e2e);
});

interface Audit {
  readonly label: string;
  readonly persona: PersonaKey | null;
  readonly appType: 'agency' | 'brand' | 'creator' | null;
}

const AUDITS: readonly Audit[] = [
  { label: 'the public pages, signed out', persona: null, appType: null },
  { label: 'the agency pages, as superadmin', persona: 'superadmin', appType: 'agency' },
  { label: 'the brand pages, as brand', persona: 'brand', appType: 'brand' },
  { label: 'the creator pages, as creator', persona: 'creator', appType: 'creator' },
];

describe('axe on every page', () => {
  // Two audits at a time (maxConcurrency in vitest.config.ts), each in its own context.
  it.concurrent.each(AUDITS)(
    '$label: no serious or critical violations',
    async ({ persona, appType }) => {
      const context = await e2e.sessions.context(persona);
      const profile = persona === null ? null : await profileOf(context);
      const page = await context.newPage();
      const findings: string[] = [];
      let audited = 0;
      let reload = true;
      for (const route of routes.filter((candidate) => candidate.appType === appType)) {
        // Only the pages this user sees; redirects are audited where they land.
        if (expectedDestination(profile, route.path) !== route.path) continue;
        const from = reload ? undefined : await navigateInApp(page, route.path);
        if (reload) await page.goto(route.path);
        // Public pages open in a fresh page each: they are separate layouts, first loads.
        reload = persona === null;
        try {
          await waitForSettled(page, from === undefined ? {} : { from });
        } catch {
          findings.push(`${route.path}: did not settle`);
          reload = true;
          continue;
        }
        audited += 1;
        const violations = await seriousViolations(page);
        if (violations.length > 0) findings.push(`${route.path}: ${describeFindings(violations)}`);
      }
      await context.close();
      console.info(`[axe] ${persona ?? 'signed out'}: ${audited} pages audited`);
      expect(audited).toBeGreaterThan(0);
      expect(findings).toEqual([]);
    },
    // Generous: ~80 pages, each settled and audited, on a machine that may be busy.
    600_000,
  );
});
