import { baseTokens } from './base.ts';
import type { Tokens } from './Tokens.ts';

/** Agency and brand apps: an orange accent (Tailwind orange-700, white text 5.2:1) on warm greys. */
export const orangeTokens: Tokens = {
  ...baseTokens,
  color: {
    accent: '#C2410C',
    accentHover: '#9A3412',
    accentPressed: '#7C2D12',
    accentSoft: '#FFF7ED',
    accentText: '#C2410C',
    onAccent: '#FFFFFF',

    background: '#FAFAF9',
    surface: '#FFFFFF',
    surfaceHover: '#F5F5F4',
    surfacePressed: '#E7E5E4',
    surfaceDisabled: '#F5F5F4',

    border: '#E7E5E4',
    borderStrong: '#8A837D',
    focusRing: '#C2410C',

    text: '#1C1917',
    textSubtle: '#57534E',
    textDisabled: '#A8A29E',

    critical: '#B91C1C',
    criticalHover: '#991B1B',
    criticalPressed: '#7F1D1D',
    criticalSoft: '#FEF2F2',
    criticalText: '#B91C1C',
    onCritical: '#FFFFFF',

    positive: '#15803D',
    positiveSoft: '#F0FDF4',
    positiveText: '#15803D',

    warning: '#B45309',
    warningSoft: '#FFFBEB',
    warningText: '#92400E',

    info: '#1D4ED8',
    infoSoft: '#EFF6FF',
    infoText: '#1D4ED8',

    neutral: '#78716C',
    neutralSoft: '#F5F5F4',
    neutralText: '#44403C',

    overlay: 'rgb(28 25 23 / 0.45)',

    chart1: '#C2410C',
    chart2: '#0E7490',
    chart3: '#7C3AED',
    chart4: '#A16207',
    chart5: '#BE185D',
    chart6: '#4D7C0F',
  },
};
