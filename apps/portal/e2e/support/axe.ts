import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One serious or critical axe finding: the rule, its impact and where. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

interface AxeResults {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/** Waits for the page's loading states and finite transitions to end. */
async function settle(page: Page): Promise<void> {
  // Audit the loaded page, not its loading states: what loads late (the signup form's captcha)
  // changes colours as it arrives, e.g. its submit button from disabled to enabled.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role="progressbar"]')].every(
          (element) => (element as HTMLElement).offsetParent === null,
        ),
      undefined,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => undefined);
  // Colours caught mid-transition (a button just enabled) are neither state's: let finite
  // transitions and animations end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** One run of axe-core's default rules: the serious and critical violations. */
async function runAxe(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: an inline script tag would be refused, as it must be for anything else.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // React Aria's live announcer keeps, for a few seconds, a message naming a pending button by
  // its id; once the write is done that button is often gone (a move, a Save that hides itself),
  // and the spoken message's reference dangles. It is not part of the page being audited.
  const results = await page.evaluate(
    () =>
      (
        window as unknown as { axe: { run: (context: object, options: object) => unknown } }
      ).axe.run(
        { include: [document], exclude: ['[data-live-announcer]'] },
        { resultTypes: ['violations'] },
      ) as Promise<AxeResults>,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

/**
 * Runs axe-core's default rules on the settled page; returns the serious and critical
 * violations. What it finds is looked at once more after the page settles again: a state that
 * changed during the run (a write finishing, a button turning disabled and fading) is caught
 * mid-transition in neither state's colours, while a real violation is there both times.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await settle(page);
  const findings = await runAxe(page);
  if (findings.length === 0) return findings;
  await settle(page);
  return runAxe(page);
}

/** One line per finding, for a failure message. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.rule} (${finding.help}): ${finding.targets.join(', ')}`,
    )
    .join('; ');
}
