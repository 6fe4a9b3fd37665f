import { describe, expect, it } from 'vitest';
import {
  initialModalStack,
  isSameProps,
  isSameStack,
  type ModalEntry,
  type ModalStackAction,
  type ModalStackState,
  modalStackReducer,
  uniqueByName,
} from './modalStack.ts';

const brandA: ModalEntry = { name: 'brand', props: { brandId: 1 } };
const brandB: ModalEntry = { name: 'brand', props: { brandId: 2 } };
const brandC: ModalEntry = { name: 'brand', props: { brandId: 3 } };
const confirm: ModalEntry = { name: 'confirm', props: {} };
const invoice: ModalEntry = { name: 'invoice', props: { id: 'inv-7' } };

function state(
  open: ModalEntry[],
  pending: ModalEntry[] = [],
  routeKey: string | undefined = 'brands',
): ModalStackState {
  return { open, pending, routeKey };
}

function run(start: ModalStackState, ...actions: ModalStackAction[]): ModalStackState {
  return actions.reduce(modalStackReducer, start);
}

describe('modalStackReducer', () => {
  it.each<[string, ModalStackState, ModalStackAction, ModalStackState]>([
    [
      'opens a modal on top of an empty stack',
      state([]),
      { type: 'open', ...brandA },
      state([brandA]),
    ],
    [
      'stacks a second modal on top of the first',
      state([brandA]),
      { type: 'open', ...confirm },
      state([brandA, confirm]),
    ],
    [
      'closes a modal opened again with other props and schedules its reopen',
      state([brandA, confirm]),
      { type: 'open', ...brandB },
      state([confirm], [brandB]),
    ],
    [
      'keeps the latest props of a modal opened again while it waits to reopen',
      state([], [brandB]),
      { type: 'open', ...brandC },
      state([], [brandC]),
    ],
    [
      'reopens a waiting modal on top with its new props',
      state([confirm], [brandB]),
      { type: 'reopen', name: 'brand' },
      state([confirm, brandB]),
    ],
    [
      'closes one modal and leaves the others',
      state([brandA, confirm, invoice]),
      { type: 'close', name: 'confirm' },
      state([brandA, invoice]),
    ],
    [
      'cancels the reopen of a modal closed while it waits',
      state([confirm], [brandB]),
      { type: 'close', name: 'brand' },
      state([confirm]),
    ],
    [
      'closes every modal and every pending reopen',
      state([confirm, invoice], [brandB]),
      { type: 'closeAll' },
      state([]),
    ],
    [
      'closes every modal when the route changes',
      state([brandA, confirm], [invoice], 'brands'),
      { type: 'route', routeKey: 'creators' },
      state([], [], 'creators'),
    ],
    [
      'keeps the modals that arrive with the navigation itself',
      state([brandA], [], 'brands'),
      { type: 'route', routeKey: 'creators', incoming: [invoice] },
      state([invoice], [], 'creators'),
    ],
    [
      'closes everything when the route goes away',
      state([brandA], [], 'brands'),
      { type: 'route', routeKey: undefined },
      { open: [], pending: [], routeKey: undefined },
    ],
    [
      'adopts a list from outside (the URL)',
      state([brandA]),
      { type: 'sync', open: [invoice, brandB] },
      state([invoice, brandB]),
    ],
    [
      'ends the pending reopen of a modal the URL opens',
      state([], [brandB, confirm]),
      { type: 'sync', open: [brandC] },
      state([brandC], [confirm]),
    ],
    [
      'keeps only the topmost entry of a name repeated in the URL',
      state([]),
      { type: 'sync', open: [brandA, invoice, brandB] },
      state([invoice, brandB]),
    ],
  ])('%s', (_, start, action, expected) => {
    expect(modalStackReducer(start, action)).toEqual(expected);
  });

  it.each<[string, ModalStackState, ModalStackAction]>([
    ['opening an open modal with the same props', state([brandA]), { type: 'open', ...brandA }],
    [
      'opening it with equal props in a new object',
      state([brandA]),
      { type: 'open', name: 'brand', props: { brandId: 1 } },
    ],
    [
      'opening a waiting modal with the same props',
      state([], [brandB]),
      { type: 'open', ...brandB },
    ],
    ['closing a modal that is not open', state([brandA]), { type: 'close', name: 'confirm' }],
    ['closing all when nothing is open', state([]), { type: 'closeAll' }],
    [
      'a reopen whose modal was closed meanwhile',
      state([confirm]),
      { type: 'reopen', name: 'brand' },
    ],
    ['the same route again', state([brandA], [], 'brands'), { type: 'route', routeKey: 'brands' }],
    [
      'a list from outside equal to the open one',
      state([brandA]),
      { type: 'sync', open: [{ name: 'brand', props: { brandId: 1 } }] },
    ],
  ])('changes nothing, and returns the same state, for %s', (_, start, action) => {
    expect(modalStackReducer(start, action)).toBe(start);
  });

  it('closes, waits, then reopens: the whole sequence of opening a modal again', () => {
    const end = run(
      initialModalStack([], 'brands'),
      { type: 'open', ...brandA },
      { type: 'open', ...confirm },
      { type: 'open', ...brandB },
    );
    expect(end).toEqual(state([confirm], [brandB]));
    expect(run(end, { type: 'reopen', name: 'brand' })).toEqual(state([confirm, brandB]));
  });

  it('drops a pending reopen when the route changes before it fires', () => {
    const end = run(
      initialModalStack([brandA], 'brands'),
      { type: 'open', ...brandB },
      { type: 'route', routeKey: 'creators' },
      { type: 'reopen', name: 'brand' },
    );
    expect(end).toEqual(state([], [], 'creators'));
  });
});

describe('initialModalStack', () => {
  it('starts from a list with unique names and nothing pending', () => {
    expect(initialModalStack([brandA, brandB], 'home')).toEqual(state([brandB], [], 'home'));
  });
});

describe('uniqueByName', () => {
  it.each<[string, ModalEntry[], ModalEntry[]]>([
    ['an empty list', [], []],
    ['a list without repeats, as it is', [brandA, confirm], [brandA, confirm]],
    ['a repeated name, keeping its last entry', [brandA, confirm, brandB], [confirm, brandB]],
    ['a name repeated three times', [brandA, brandB, brandC], [brandC]],
  ])('keeps %s', (_, entries, expected) => {
    expect(uniqueByName(entries)).toEqual(expected);
  });

  it('returns the same list when nothing repeats', () => {
    const entries = [brandA, confirm];
    expect(uniqueByName(entries)).toBe(entries);
  });
});

describe('isSameProps', () => {
  const onSave = () => {};
  it.each<[string, unknown, unknown, boolean]>([
    ['equal primitives', 3, 3, true],
    ['different primitives', 3, '3', false],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['equal objects in any key order', { a: 1, b: 'x' }, { b: 'x', a: 1 }, true],
    ['objects with different values', { a: 1 }, { a: 2 }, false],
    ['objects with different keys', { a: 1 }, { b: 1 }, false],
    ['an extra key', { a: 1 }, { a: 1, b: 2 }, false],
    ['a key set to undefined, as JSON drops it', { a: 1, b: undefined }, { a: 1 }, true],
    [
      'nested equal data',
      { ids: [1, 2], filter: { tab: 'all' } },
      { ids: [1, 2], filter: { tab: 'all' } },
      true,
    ],
    ['nested different data', { ids: [1, 2] }, { ids: [2, 1] }, false],
    ['arrays of different lengths', [1], [1, 1], false],
    ['an array and an object', [1], { 0: 1 }, false],
    ['null and an object', null, {}, false],
    ['the same function', { onSave }, { onSave }, true],
    ['two different functions', { onSave }, { onSave: () => {} }, false],
    ['dates compare by identity', { at: new Date(0) }, { at: new Date(0) }, false],
  ])('%s', (_, a, b, expected) => {
    expect(isSameProps(a, b)).toBe(expected);
    expect(isSameProps(b, a)).toBe(expected);
  });
});

describe('isSameStack', () => {
  it.each<[string, ModalEntry[], ModalEntry[], boolean]>([
    ['two empty lists', [], [], true],
    ['equal entries in new objects', [brandA], [{ name: 'brand', props: { brandId: 1 } }], true],
    ['the same names in another order', [brandA, confirm], [confirm, brandA], false],
    ['the same name with other props', [brandA], [brandB], false],
    ['a shorter list', [brandA, confirm], [brandA], false],
  ])('%s', (_, a, b, expected) => {
    expect(isSameStack(a, b)).toBe(expected);
  });
});
