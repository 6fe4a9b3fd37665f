// Chromatic snapshots every story in each of its modes (issue 22): both themes, on a phone and on
// a desktop, for every story, since the modes are set once for all of them in preview.tsx.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMATIC_MODES, REVIEW_VIEWPORTS } from '../.storybook/modes.ts';
import { breakpoints } from '../src/tokens/breakpoints.ts';
import { THEME_NAMES } from '../src/tokens/themes.ts';

describe("Chromatic's modes", () => {
  it('cover every theme at the phone and the desktop width', () => {
    const covered = Object.values(CHROMATIC_MODES).map(
      ({ theme, viewport }) => `${theme}@${viewport}`,
    );
    const expected = THEME_NAMES.flatMap((theme) =>
      Object.values(REVIEW_VIEWPORTS).map((viewport) => `${theme}@${viewport}`),
    );
    expect(THEME_NAMES).toEqual(['orange', 'grey']);
    expect(covered.sort()).toEqual(expected.sort());
  });

  it('put the phone below sm (sheets, drawers) and the desktop at lg or wider', () => {
    expect(REVIEW_VIEWPORTS.phone).toBeLessThan(breakpoints.sm);
    expect(REVIEW_VIEWPORTS.desktop).toBeGreaterThanOrEqual(breakpoints.lg);
  });

  it('apply to every story: preview.tsx sets them as a global parameter', () => {
    const preview = readFileSync(
      join(import.meta.dirname, '..', '.storybook', 'preview.tsx'),
      'utf8',
    );
    expect(preview).toMatch(/chromatic: \{ modes: CHROMATIC_MODES \}/);
  });
});
