import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createDecodeContext } from './DecodeContext.ts';
import { decodeRecord, decodeRecords } from './decodeRecord.ts';
import { list, many, one, optionalOne } from './decoders.ts';
import type { RecordModel } from './defineModel.ts';

interface Person {
  id: number;
  name: string;
}
interface Post {
  id: number;
  author_id: number | null;
  deleted_at: string | null;
  author?: Person;
  editor?: Person;
  comments?: Post[];
}

const personModel: RecordModel<Person> = {
  name: 'person',
  schema: v.looseObject({ id: v.number(), name: v.string() }),
  relations: {},
};
const postModel: RecordModel<Post> = {
  name: 'post',
  schema: v.looseObject({
    id: v.number(),
    author_id: v.nullable(v.number()),
    deleted_at: v.nullable(v.string()),
  }),
  relations: {
    author: {
      kind: 'one',
      model: () => personModel,
      key: 'author_id',
      from: 'people',
      required: true,
    },
    editor: { kind: 'one', model: () => personModel },
    comments: { kind: 'many', model: () => postModel },
  },
};

const ann = { id: 1, name: 'Ann' };
const post = (fields: object) => ({ id: 10, author_id: 1, deleted_at: null, ...fields });

function decode(raw: unknown, included = {}) {
  const warnings: string[] = [];
  const value = decodeRecord(
    postModel,
    raw,
    createDecodeContext((m) => warnings.push(m), included),
  );
  return { value, warnings };
}

describe('decodeRecord', () => {
  it.each([
    ['the author from included', post({}), { people: [ann] }, { author: ann }],
    [
      'the embedded author over included',
      post({ author: { id: 1, name: 'Embedded' } }),
      { people: [ann] },
      { author: { id: 1, name: 'Embedded' } },
    ],
    ['no author when the key is null', post({ author_id: null }), {}, { author_id: null }],
    [
      'an embedded optional relation',
      post({ editor: { id: 2, name: 'Bo' } }),
      { people: [ann] },
      { editor: { id: 2, name: 'Bo' } },
    ],
    [
      'embedded lists, invalid items dropped',
      post({ comments: [post({ id: 11 }), { id: 'x' }] }),
      { people: [ann] },
      { comments: [expect.objectContaining({ id: 11, author: ann })] },
    ],
    ['unknown fields kept', post({ extra: true }), { people: [ann] }, { extra: true }],
  ])('fills %s', (_what, raw, included, expected) => {
    expect(decode(raw, included).value).toMatchObject(expected);
  });

  it.each([
    ['fails its schema', { id: '10' }, {}, /Left out a post: .*id/],
    [
      'is soft-deleted',
      post({ deleted_at: '2026-01-01T00:00:00Z' }),
      { people: [ann] },
      /post 10: it is deleted/,
    ],
    [
      'misses its required author',
      post({ author_id: 2 }),
      { people: [ann] },
      /post 10: its author is missing/,
    ],
    ['has an invalid required author', post({ author: { id: 1 } }), {}, /its author is missing/],
    ['is not an object', 'post', {}, /a post/],
  ])('leaves out a record that %s, with a warning', (_why, raw, included, warning) => {
    const { value, warnings } = decode(raw, included);
    expect(value).toBeUndefined();
    expect(warnings.at(-1)).toMatch(warning);
  });

  it('keeps a record whose answer carries no included resource for its required relation', () => {
    expect(decode(post({ author_id: 2 })).value).toMatchObject({ id: 10, author_id: 2 });
  });

  it('fills an included row once where its embedded records point back at it', () => {
    interface Article {
      id: number;
      author_id: number;
      author?: Writer;
    }
    interface Writer extends Person {
      articles?: Article[];
    }
    const writerModel: RecordModel<Writer> = {
      name: 'writer',
      schema: personModel.schema,
      relations: { articles: { kind: 'many', model: () => articleModel } },
    };
    const articleModel: RecordModel<Article> = {
      name: 'article',
      schema: v.looseObject({ id: v.number(), author_id: v.number() }),
      relations: {
        author: { kind: 'one', model: () => writerModel, key: 'author_id', from: 'people' },
      },
    };
    const value = decodeRecord(
      articleModel,
      { id: 10, author_id: 1 },
      createDecodeContext(() => {}, { people: [{ ...ann, articles: [{ id: 11, author_id: 1 }] }] }),
    );
    expect(value?.author?.articles).toEqual([{ id: 11, author_id: 1 }]);
  });

  it('does not copy a relation the answer did not send', () => {
    expect(decode(post({ author_id: null })).value).not.toHaveProperty('editor');
  });
});

describe('decoders', () => {
  const warn = () => {};
  it('decodeRecords keeps the valid rows in order', () => {
    const context = createDecodeContext(warn, { people: [ann] });
    expect(
      decodeRecords(postModel, [post({ id: 1 }), {}, post({ id: 3 })], context).map((p) => p.id),
    ).toEqual([1, 3]);
  });

  it('list fills relations from included and keeps paging', () => {
    const page = list(postModel)(
      {
        data: [post({})],
        included: { people: [ann] },
        meta: { per_page: 25, total: 40 },
        links: { next: 'abc', prev: null },
      },
      warn,
    );
    expect(page).toMatchObject({
      data: [{ author: ann }],
      meta: { total: 40 },
      links: { next: 'abc', prev: null },
    });
  });

  it('list defaults meta and links when the answer has none', () => {
    expect(list(personModel)({ data: [ann] }, warn)).toEqual({
      data: [ann],
      included: {},
      meta: { per_page: 1, total: 1 },
      links: { next: null, prev: null },
    });
  });

  it.each([
    ['one', () => one(personModel)({ data: { id: 'x' } }, warn), /not usable/],
    ['one without data', () => one(personModel)([], warn), /not a person/],
    ['list without data', () => list(personModel)({ items: [] }, warn), /not a list of person/],
  ])('%s throws DecodeError', (_name, run, message) => {
    expect(run).toThrow(message);
  });

  it.each([
    [{ data: null }, null],
    [{ data: { id: 'x' } }, null],
    [{ data: ann }, ann],
  ])('optionalOne %o → %o', (raw, expected) => {
    expect(optionalOne(personModel)(raw, warn)).toEqual(expected);
  });

  it('many decodes a plain data array', () => {
    expect(many(personModel)({ data: [ann, { id: 2 }] }, warn)).toEqual([ann]);
  });
});
