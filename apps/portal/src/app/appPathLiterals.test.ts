import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ESTree, parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';

// Issue 16: the app's paths are spelled in one module, paths.ts; everything else builds them with
// href(), so renaming a route is one edit and every link to it follows. Tests and test helpers
// open URLs as a user would, so they may spell them.

const SRC = join(import.meta.dirname, '..');
const PATHS_MODULE = 'app/paths.ts';

/** An app path: /agency, /brand or /creator, alone or followed by more of a path. */
const APP_PATH = /^\/(agency|brand|creator)([/?#]|$)/;

const isHrefCall = (node: ESTree.Expression) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'Identifier' &&
  node.callee.name === 'href';

/**
 * Where `code` spells an app path (a string, or a template that starts with one), or extends a
 * named route's path by hand (`${href(...)}/planning`), by line.
 */
function appPathLiterals(file: string, code: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const report = (node: ESTree.Node) => {
    const line = code.slice(0, node.start).split('\n').length;
    found.push({ line, text: code.slice(node.start, node.end) });
  };
  new Visitor({
    Literal(node) {
      if (typeof node.value === 'string' && APP_PATH.test(node.value)) report(node);
    },
    TemplateLiteral(node) {
      const startsWithAppPath = APP_PATH.test(node.quasis[0]?.value.cooked ?? '');
      const extendsHref = node.expressions.some(
        (expression, index) =>
          isHrefCall(expression) && node.quasis[index + 1]?.value.cooked?.startsWith('/') === true,
      );
      if (startsWithAppPath || extendsHref) report(node);
    },
  }).visit(parseSync(file, code).program);
  return found;
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) => !path.startsWith('test/') && path !== PATHS_MODULE);
}

describe('app path literals', () => {
  it('are spelled nowhere in the source but the paths module', () => {
    const files = sourceFiles();
    const found = files.flatMap((path) =>
      appPathLiterals(path, readFileSync(join(SRC, path), 'utf8')).map(
        ({ line, text }) => `${path}:${line} ${text}`,
      ),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(found, `build these with href() from ${PATHS_MODULE}`).toEqual([]);
  });

  it.each([
    ["void navigate('/agency/brands');", true],
    ['<LinkButton href="/brand/calendar">Calendar</LinkButton>;', true],
    // Escaped: the rows are source code, their placeholders are the scanned code's.
    [`const to = \`/brand/creators/\${id}/campaigns\`;`, true],
    ["redirect('/creator');", true],
    ["const tab = '/agency?tab=events';", true],
    [`const to = \`\${href('agency-brand-dashboard', { brandId })}/planning\`;`, true],
    ["void navigate(href('agency-brand-planning', { brandId }));", false],
    [`const to = \`\${href('brand-inbox')}?thread=\${id}\`;`, false],
    ["const call = '/api/brand/3/stats';", false],
    ["const page = import('../pages/agency/AgencyPage.tsx');", false],
    ["const tab = { label: 'Events', to: 'reporting/events' };", false],
    ["// Links to '/agency/home' go through href.\nconst x = 1;", false],
    ["const word = '/brandnew';", false],
  ])('in `%s`: %s', (code, spells) => {
    expect(appPathLiterals('example.tsx', code).length > 0).toBe(spells);
  });
});
