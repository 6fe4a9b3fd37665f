import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import type { ColorTokens } from './Tokens.ts';
import { THEME_NAMES, themeTokens } from './themes.ts';

type Color = keyof ColorTokens;

/** WCAG AA: 4.5:1 for text, 3:1 for large text, UI boundaries and graphics (1.4.11). */
const TEXT = 4.5;
const NON_TEXT = 3;

// [foreground, background, minimum]: every pair a component puts together.
const PAIRS: Array<[Color, Color, number]> = [
  ['onAccent', 'accent', TEXT],
  ['onAccent', 'accentHover', TEXT],
  ['onAccent', 'accentPressed', TEXT],
  ['accentText', 'surface', TEXT],
  ['accentText', 'background', TEXT],
  ['accentText', 'accentSoft', TEXT],
  ['accentHover', 'surface', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'background', TEXT],
  ['text', 'surfaceHover', TEXT],
  ['text', 'surfacePressed', TEXT],
  ['text', 'accentSoft', TEXT],
  ['text', 'criticalSoft', TEXT],
  ['text', 'infoSoft', TEXT],
  ['text', 'positiveSoft', TEXT],
  ['text', 'warningSoft', TEXT],
  ['textSubtle', 'surface', TEXT],
  ['textSubtle', 'background', TEXT],
  ['textSubtle', 'surfaceHover', TEXT],
  ['onCritical', 'critical', TEXT],
  ['onCritical', 'criticalHover', TEXT],
  ['onCritical', 'criticalPressed', TEXT],
  ['criticalText', 'surface', TEXT],
  ['criticalText', 'criticalSoft', TEXT],
  ['positiveText', 'surface', TEXT],
  ['positiveText', 'positiveSoft', TEXT],
  ['warningText', 'surface', TEXT],
  ['warningText', 'warningSoft', TEXT],
  ['infoText', 'surface', TEXT],
  ['infoText', 'infoSoft', TEXT],
  ['neutralText', 'surface', TEXT],
  ['neutralText', 'neutralSoft', TEXT],
  ['borderStrong', 'surface', NON_TEXT],
  ['borderStrong', 'background', NON_TEXT],
  ['focusRing', 'surface', NON_TEXT],
  ['focusRing', 'background', NON_TEXT],
  ['accent', 'surface', NON_TEXT],
  ['critical', 'surface', NON_TEXT],
  ['positive', 'surface', NON_TEXT],
  ['warning', 'surface', NON_TEXT],
  ['info', 'surface', NON_TEXT],
  ['neutral', 'surface', NON_TEXT],
  ['chart1', 'surface', NON_TEXT],
  ['chart2', 'surface', NON_TEXT],
  ['chart3', 'surface', NON_TEXT],
  ['chart4', 'surface', NON_TEXT],
  ['chart5', 'surface', NON_TEXT],
  ['chart6', 'surface', NON_TEXT],
];

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#777777', '#FFFFFF', 4.48],
    ['#FFF', '#C2410C', 5.18],
  ])('%s on %s is %d:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2);
  });

  it('rejects colours it cannot read rather than passing them', () => {
    expect(() => contrastRatio('orange', '#FFFFFF')).toThrow(/Not a hex colour/);
  });
});

describe.each(THEME_NAMES)('the %s theme', (theme) => {
  const colors = themeTokens[theme].color;

  it.each(PAIRS)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    const ratio = contrastRatio(colors[foreground], colors[background]);
    expect(
      ratio,
      `${theme}: ${foreground} ${colors[foreground]} on ${background} ${colors[background]} is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(minimum);
  });
});
