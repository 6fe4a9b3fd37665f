import { describe, expect, it } from 'vitest';
import { staticImports } from './preloadLists.ts';

const chunk = (imports: string[] = []) => ({ type: 'chunk', imports });

describe('staticImports', () => {
  const bundle = {
    'index.js': chunk(['framework.js']),
    'framework.js': chunk(),
    'app.js': chunk(['index.js', 'framework.js']),
    'tables-agency.js': chunk(['app.js']),
    'AgencyHomePage.js': chunk(['kit-agency.js', 'app.js']),
    'kit-agency.js': chunk(['app.js']),
    'index.css': { type: 'asset' },
  };

  it.each([
    ['framework.js', []],
    ['index.js', ['framework.js']],
    ['tables-agency.js', ['app.js', 'framework.js', 'index.js']],
    ['AgencyHomePage.js', ['app.js', 'framework.js', 'index.js', 'kit-agency.js']],
  ])('gives %s every file it imports, directly or not', (file, imported) => {
    expect([...(staticImports(bundle).get(file) ?? [])].sort()).toEqual(imported);
  });

  it('names no asset, and ends on chunks that import each other', () => {
    const circle = { 'a.js': chunk(['b.js']), 'b.js': chunk(['a.js']) };
    expect(staticImports(bundle).has('index.css')).toBe(false);
    expect([...(staticImports(circle).get('a.js') ?? [])].sort()).toEqual(['a.js', 'b.js']);
  });
});
