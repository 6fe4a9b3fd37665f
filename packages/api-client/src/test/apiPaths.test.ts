import { describe, expect, it } from 'vitest';
import { apiPathLines } from './apiPaths.ts';

describe('apiPathLines', () => {
  it.each<[string, string, string[]]>([
    ['a quoted path', "const LIST = '/api/brands';", ["1: const LIST = '/api/brands';"]],
    ['a double-quoted path', 'go("/api/brands")', ['1: go("/api/brands")']],
    ['a template', 'const key = `/api/brands/` + id;', ['1: const key = `/api/brands/` + id;']],
    [
      'a RegExp',
      'const DETAIL = /^\\/api\\/brands\\/\\d+$/;',
      ['1: const DETAIL = /^\\/api\\/brands\\/\\d+$/;'],
    ],
    ['on its line', "import x from 'y';\n\n  ['/api/tags'],", ["3: ['/api/tags'],"]],
    ['a call', 'useApiMutation(createTag, [listTags]);', []],
    ['a line comment', "  // refetches '/api/tags'", []],
    ['a doc comment', '/**\n * Cache key: `/api/threads/{id}`.\n */\nconst a = 1;', []],
    ['a path not under /api', "const CSRF = '/sanctum/csrf-cookie';", []],
  ])('%s', (_name, text, expected) => {
    expect(apiPathLines(text)).toEqual(expected);
  });
});
