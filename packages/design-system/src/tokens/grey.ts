import { baseTokens } from './base.ts';
import type { Tokens } from './Tokens.ts';

/** Creator app: a slate grey accent (Tailwind slate-700, white text 10:1) on cool greys. */
export const greyTokens: Tokens = {
  ...baseTokens,
  color: {
    accent: '#334155',
    accentHover: '#1E293B',
    accentPressed: '#0F172A',
    accentSoft: '#E2E8F0',
    accentText: '#334155',
    onAccent: '#FFFFFF',

    background: '#F8FAFC',
    surface: '#FFFFFF',
    surfaceHover: '#F1F5F9',
    surfacePressed: '#E2E8F0',
    surfaceDisabled: '#F1F5F9',

    border: '#E2E8F0',
    borderStrong: '#7C8797',
    focusRing: '#334155',

    text: '#0F172A',
    textSubtle: '#475569',
    textDisabled: '#94A3B8',

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

    neutral: '#64748B',
    neutralSoft: '#F1F5F9',
    neutralText: '#334155',

    overlay: 'rgb(15 23 42 / 0.45)',

    chart1: '#334155',
    chart2: '#0E7490',
    chart3: '#7C3AED',
    chart4: '#B45309',
    chart5: '#BE185D',
    chart6: '#4D7C0F',
  },
};
