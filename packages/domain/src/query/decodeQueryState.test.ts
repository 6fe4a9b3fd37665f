import { describe, expect, it } from 'vitest';
import { decodeQueryState } from './decodeQueryState.ts';
import { encodeQueryState } from './encodeQueryState.ts';
import {
  EMPTY_QUERY_STATE,
  type JsonValue,
  MESSAGE_INFO_TYPES,
  type ModalProps,
  QUERY_FORMS,
  type QueryState,
  SORT_DIRECTIONS,
} from './queryState.ts';

const decode = (query: string) => decodeQueryState(new URLSearchParams(query));

describe('decodeQueryState', () => {
  it.each<[string, string, QueryState]>([
    ['an empty query', '', EMPTY_QUERY_STATE],
    ['a bare question mark', '?', EMPTY_QUERY_STATE],
    ['only unrelated parameters', 'utm_source=mail&redirect=%2Fx', EMPTY_QUERY_STATE],
    [
      'every field',
      '?sort=name&sort=-created_at&filter.status=active&filter.status=paused&page=2&cursor=eyJ9' +
        '&message=activity.12.5&modal=io&modal=tags:{"id":3}&form=request&tab=events',
      {
        sort: [
          { field: 'name', direction: 'asc' },
          { field: 'created_at', direction: 'desc' },
        ],
        filters: { status: ['active', 'paused'] },
        page: 2,
        cursor: 'eyJ9',
        message_info: { message: 12, parent_message: 5, type: 'activity' },
        modals: [
          { name: 'io', props: {} },
          { name: 'tags', props: { id: 3 } },
        ],
        form: 'request',
        tab: 'events',
      },
    ],
    [
      'escaped filter values',
      'filter.q=a%2Cb+%26+c%3Dd&filter.q=%F0%9F%98%80+%C3%A9',
      { ...EMPTY_QUERY_STATE, filters: { q: ['a,b & c=d', '😀 é'] } },
    ],
    [
      'bad sort entries dropped, the first of a repeated field kept',
      'sort=&sort=-&sort=--x&sort=+y&sort=a:asc&sort=name&sort=-name&sort=id',
      {
        ...EMPTY_QUERY_STATE,
        sort: [
          { field: 'name', direction: 'asc' },
          { field: 'id', direction: 'asc' },
        ],
      },
    ],
    [
      'empty values, bad field names and repeated values of filters dropped',
      'filter.=x&filter.a%20b=y&filter.-s=z&filter.status=&filter.status=a&filter.status=a' +
        '&filterstatus=b',
      { ...EMPTY_QUERY_STATE, filters: { status: ['a'] } },
    ],
    [
      'a filter named __proto__ as plain data',
      'filter.__proto__=x',
      { ...EMPTY_QUERY_STATE, filters: Object.fromEntries([['__proto__', ['x']]]) },
    ],
    ['page 0 dropped', 'page=0', EMPTY_QUERY_STATE],
    ['page -1 dropped', 'page=-1', EMPTY_QUERY_STATE],
    ['page 1.5 dropped', 'page=1.5', EMPTY_QUERY_STATE],
    ['page abc dropped', 'page=abc', EMPTY_QUERY_STATE],
    ['page beyond safe integers dropped', 'page=9007199254740993', EMPTY_QUERY_STATE],
    ['the first of duplicated pages kept', 'page=3&page=4', { ...EMPTY_QUERY_STATE, page: 3 }],
    ['a bad first page not replaced by a later one', 'page=abc&page=4', EMPTY_QUERY_STATE],
    ['an empty cursor dropped', 'cursor=', EMPTY_QUERY_STATE],
    ['a message with a non-numeric id dropped', 'message=message.abc', EMPTY_QUERY_STATE],
    ['a message of unknown type dropped', 'message=reply.3', EMPTY_QUERY_STATE],
    ['a message without type dropped', 'message=3', EMPTY_QUERY_STATE],
    [
      'broken modal JSON dropped, good modals kept, repeated names once',
      'modal=io&modal=tags:{"id":&modal=:{}&modal=io:{"id":2}&modal=video:[1]',
      { ...EMPTY_QUERY_STATE, modals: [{ name: 'io', props: {} }] },
    ],
    ['an unknown form dropped', 'form=edit', EMPTY_QUERY_STATE],
    ['a form in other case dropped', 'form=CREATE', EMPTY_QUERY_STATE],
    ['an empty tab dropped', 'tab=', EMPTY_QUERY_STATE],
    [
      'percent-encoding garbage kept as text or dropped, never thrown',
      'page=%E0%A4%A&tab=%ZZ&cursor=%&filter.q=%%41&message=%&modal=%7B',
      { ...EMPTY_QUERY_STATE, tab: '%ZZ', cursor: '%', filters: { q: ['%A'] } },
    ],
  ])('reads %s', (_name, query, expected) => {
    expect(decode(query)).toEqual(expected);
  });

  const validStates: [string, QueryState][] = [
    ['the empty state', EMPTY_QUERY_STATE],
    ['page 1', { ...EMPTY_QUERY_STATE, page: 1 }],
    ['the largest page', { ...EMPTY_QUERY_STATE, page: Number.MAX_SAFE_INTEGER }],
    [
      'special characters in filters, cursor and tab',
      {
        ...EMPTY_QUERY_STATE,
        filters: { q: ['a,b', 'x & y', 'k=v', ' ', '+', '%20', '日本語', '😀', '-'] },
        cursor: 'a/b?c#d',
        tab: 'Revenue & Payouts',
      },
    ],
    [
      'a message without parent',
      { ...EMPTY_QUERY_STATE, message_info: { message: 7, type: 'message' } },
    ],
    [
      'a temporary message id',
      { ...EMPTY_QUERY_STATE, message_info: { message: 9005432112345678, type: 'activity' } },
    ],
    [
      'modal props with every kind of JSON value',
      {
        ...EMPTY_QUERY_STATE,
        modals: [
          {
            name: 'event-production',
            props: {
              s: 'a:b,"c"&=',
              n: -1.25,
              big: 1e21,
              tiny: 5e-324,
              t: true,
              z: null,
              list: [[], {}],
            },
          },
          { name: 'io', props: {} },
        ],
      },
    ],
  ];

  it.each(validStates)('round-trips %s exactly', (_name, state) => {
    expect(decodeQueryState(encodeQueryState(state))).toEqual(state);
    expect(decode(encodeQueryState(state).toString())).toEqual(state);
  });

  it('round-trips many generated valid states exactly', () => {
    const random = createRandom(20240229);
    for (let run = 0; run < 500; run += 1) {
      const state = generateState(random);
      expect(decodeQueryState(encodeQueryState(state))).toEqual(state);
      expect(decode(encodeQueryState(state).toString())).toEqual(state);
    }
  });

  it('reads generated garbage without throwing, into a state that round-trips', () => {
    const random = createRandom(7);
    for (let run = 0; run < 500; run += 1) {
      const query = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        const value = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
          pick(random, GARBAGE_VALUES),
        ).join('');
        return random() < 0.2 ? value : `${pick(random, GARBAGE_KEYS)}=${value}`;
      }).join('&');
      const state = decode(query);
      expect(decodeQueryState(encodeQueryState(state))).toEqual(state);
    }
  });
});

const NAMES = [
  'name',
  'created_at',
  'brand.name',
  'status',
  '_x',
  '9',
  'a-b',
  '__proto__',
  'constructor',
];
const TEXTS = [
  'active',
  'a,b',
  'x & y',
  'k=v',
  'é',
  '日本語',
  '😀',
  '%41',
  '%ZZ',
  ' lead',
  'trail ',
  '+',
  'a\nb',
  '"q"',
  '{}',
  '#h',
  '?q',
  '/p',
];
const GARBAGE_KEYS = [
  'sort',
  'filter.status',
  'filter.',
  'filter.a%20b',
  'filter.__proto__',
  'page',
  'cursor',
  'message',
  'modal',
  'form',
  'tab',
  'utm',
  '',
  '%ZZ',
];
const GARBAGE_VALUES = [
  '',
  '=',
  '?',
  '-',
  '--',
  'name',
  '0',
  '1',
  '-1',
  '1.5',
  'abc',
  '%',
  '%E0%A4%A',
  '%ZZ',
  ':',
  '{',
  '}',
  '"',
  '[',
  ']',
  'message.',
  'activity.1.2',
  'io',
  ':{"a":1}',
  'null',
  '+',
  ',',
  'é',
  '%F0%9F%98%80',
  'create',
  'request',
  '.',
  '%26',
  '%3D',
];

/** A small seeded generator (mulberry32) so that the generated cases are the same on every run. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function pickSome<T>(random: () => number, items: readonly T[], max: number): T[] {
  const pool = [...items];
  return Array.from({ length: Math.floor(random() * (max + 1)) }, () =>
    pool.splice(Math.floor(random() * pool.length), 1),
  ).flat();
}

function generateJson(random: () => number, depth: number): JsonValue {
  const kind = Math.floor(random() * (depth > 0 ? 7 : 5));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick(random, [0, 1, -7, 0.1, 1e21, 123456789.5]);
    case 3:
    case 4:
      return pick(random, TEXTS);
    case 5:
      return Array.from({ length: Math.floor(random() * 3) }, () =>
        generateJson(random, depth - 1),
      );
    default:
      return generateProps(random, depth - 1);
  }
}

function generateProps(random: () => number, depth: number): ModalProps {
  return Object.fromEntries(
    pickSome(random, NAMES, 3).map((key) => [key, generateJson(random, depth)]),
  );
}

function generateState(random: () => number): QueryState {
  const state: { -readonly [K in keyof QueryState]: QueryState[K] } = {
    sort: pickSome(random, NAMES, 3).map((field) => ({
      field,
      direction: pick(random, SORT_DIRECTIONS),
    })),
    filters: Object.fromEntries(
      pickSome(random, NAMES, 3).map((field) => [field, pickSome(random, TEXTS, 3).concat('v')]),
    ),
    modals: pickSome(random, NAMES, 2).map((name) => ({ name, props: generateProps(random, 2) })),
  };
  if (random() < 0.5) {
    state.page = pick(random, [1, 2, 10, 999, Number.MAX_SAFE_INTEGER]);
  }
  if (random() < 0.3) {
    state.cursor = pick(random, TEXTS);
  }
  if (random() < 0.4) {
    const message = 1 + Math.floor(random() * 1e6);
    const type = pick(random, MESSAGE_INFO_TYPES);
    state.message_info =
      random() < 0.5 ? { message, type } : { message, parent_message: message + 1, type };
  }
  if (random() < 0.3) {
    state.form = pick(random, QUERY_FORMS);
  }
  if (random() < 0.3) {
    state.tab = pick(random, TEXTS);
  }
  return state;
}
