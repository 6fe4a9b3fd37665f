import { expect, it } from 'vitest';
import { shellModals } from '../modals/shellModals.ts';
import type { ProductionModalName } from './productionModalProps.ts';

// Every name useProductionModals may open (the record makes a new name fail the typecheck here).
const NAMES: Record<ProductionModalName, true> = {
  production: true,
  offer: true,
  offers: true,
  tracker: true,
  'promo-url': true,
  tags: true,
  'uncontracted-event': true,
};

it('registers every production modal under the name its opener uses', () => {
  expect(Object.keys(NAMES).filter((name) => !Object.hasOwn(shellModals, name))).toEqual([]);
});
