import { beforeAll, describe, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import type { PersonaKey } from './support/personas.ts';
import { expectScreenshot } from './support/screenshots.ts';
import { setupE2E } from './support/setup.ts';

// Issue 24: the screens the design pass reworked, as their users see them, at a desktop and a
// phone width, in the orange theme (agency, brand) and the creator app's grey one. Data and clock
// are fixed (the seed's reference day, the page's Date), so only a change of the screens changes
// them. UPDATE_SCREENSHOTS=1 rewrites the baselines (e2e/screenshots/).

const e2e = setupE2E();

const DAY = '2026-06-15';
const NOW = new Date(`${DAY}T10:00:00Z`);

const SCREENS: readonly { name: string; persona: PersonaKey; path: string }[] = [
  { name: 'agency-home', persona: 'admin', path: '/agency/home' },
  { name: 'brand-record', persona: 'admin', path: '/agency/brands/2/reporting/campaign-tracking' },
  { name: 'production', persona: 'admin', path: '/agency/production' },
  { name: 'brand-home', persona: 'brand', path: '/brand/home' },
  { name: 'creator-home', persona: 'creator', path: '/creator/home' },
];

const WIDTHS = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
] as const;

describe('screenshots of the main screens (fixed data and clock)', () => {
  beforeAll(async () => {
    await e2e.mock.reset(DAY);
  });

  for (const { label, width, height } of WIDTHS) {
    it.each(SCREENS)(`$name at ${width} px (${label})`, async ({ name, persona, path }) => {
      const context = await e2e.sessions.context(persona, { viewport: { width, height } });
      await context.clock.setFixedTime(NOW);
      const page = await context.newPage();
      await page.goto(path);
      await waitForSettled(page);
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await expectScreenshot(page, `${name}-${label}`);
      await context.close();
    });
  }
});
