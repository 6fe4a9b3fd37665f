import { PERSONAS } from '@airtime/mock-api';
import { describe, expect, it } from 'vitest';
import { getHomeLayout } from './homeSections.ts';

describe('getHomeLayout', () => {
  it.each([
    [
      'superadmin',
      'operations',
      ['plans', 'productions', 'airings', 'revenue'],
      [
        'plans',
        'productions',
        'airings',
        'assignments',
        'conversations',
        'ios',
        'invoices',
        'payouts',
      ],
    ],
    [
      'admin',
      'operations',
      ['plans', 'productions', 'airings', 'revenue'],
      [
        'plans',
        'productions',
        'airings',
        'assignments',
        'conversations',
        'ios',
        'invoices',
        'payouts',
      ],
    ],
    [
      'ops',
      'operations',
      ['plans', 'productions', 'airings', 'conversations'],
      ['plans', 'productions', 'airings', 'assignments', 'conversations', 'ios'],
    ],
    [
      'finance',
      'finance',
      ['invoices', 'payouts', 'conversations'],
      ['invoices', 'payouts', 'conversations', 'assignments'],
    ],
    [
      'readonly',
      'operations',
      ['plans', 'productions', 'airings', 'revenue'],
      ['plans', 'productions', 'airings', 'assignments', 'conversations', 'ios'],
    ],
    ['prospector', 'operations', ['conversations'], ['conversations']],
  ] as const)('%s: %s home, figures %j, lists %j', (persona, focus, figures, sections) => {
    expect(getHomeLayout(PERSONAS[persona])).toEqual({ focus, figures, sections });
  });
});
