// The published build carries each component's CSS with the component (issue 17): a module imports
// its stylesheet, so an app's bundler loads it only where the component is used; global.css holds
// what every page needs; styles.css still holds everything; reset.css is opt-in (issue 22). Every
// rule sits in a cascade layer, so a host app's own CSS wins.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYER_ORDER, LAYERS } from '../build/layers.ts';

const dist = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** The stylesheets a built module reaches through its relative imports, as paths under dist. */
function reachedCss(entry: string, seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [];
  seen.add(entry);
  if (entry.endsWith('.css')) return [relative(dist, entry)];
  const statements =
    /(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*['"](\.[^'"]+)['"]/g;
  return [...readFileSync(entry, 'utf8').matchAll(statements)].flatMap((match) =>
    reachedCss(resolve(dirname(entry), (match[1] ?? match[2]) as string), seen),
  );
}

/** Every module stylesheet in dist (not the two whole ones). */
const moduleStylesheets = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) => file.endsWith('.css') && !['reset.css', 'global.css', 'styles.css'].includes(file),
  )
  .sort();

/** What a stylesheet holds outside any block: its top-level statements and block preludes. */
function topLevel(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    const endsStatement = (char === '{' && depth === 0) || (char === ';' && depth === 0);
    if (depth === 0 && char !== '{' && char !== '}') current += char;
    if (char === '{') depth++;
    if (char === '}') depth--;
    if (endsStatement) {
      parts.push(current.trim());
      current = '';
    }
  }
  return parts.filter((part) => part !== '');
}

/** The class selectors of a stylesheet, outside its @font-face rules and url()s. */
const classes = (css: string) =>
  new Set(
    css
      .replace(/@font-face\s*\{[^}]*\}/g, '')
      .replace(/@layer [^{;]+/g, '')
      .replace(/url\([^)]*\)/g, '')
      .match(/\.[A-Za-z_-][\w-]*/g),
  );

describe('component CSS in dist', () => {
  it.each([
    ['Button/Button.js', 'Button/Button.css'],
    ['Table/Table.js', 'Table/Table.css'],
    ['Select/Select.js', 'Select/Select.css'],
    ['DatePicker/DatePicker.js', 'DatePicker/PickerCalendar.css'],
    ['LineChart/LineChart.js', 'Chart/Chart.css'],
    ['ComboBox/ComboBox.js', 'Field/FieldPopover.css'],
    ['theme/sprinkles.css.js', 'theme/sprinkles.css'],
  ])('%s reaches %s through its imports', (module, stylesheet) => {
    expect(reachedCss(join(dist, module))).toContain(stylesheet);
  });

  it('leaves the stylesheets of components it does not use out (Button reaches no Table CSS)', () => {
    const css = reachedCss(join(dist, 'Button/Button.js'));
    expect(css.length).toBeGreaterThan(0);
    expect(css.filter((file) => file.startsWith('Table/'))).toEqual([]);
  });

  it('imports every module stylesheet it ships from some module', () => {
    const imported = new Set(reachedCss(join(dist, 'index.js')));
    expect(moduleStylesheets.length).toBeGreaterThan(40);
    expect(moduleStylesheets.filter((file) => !imported.has(file))).toEqual([]);
  });

  it('keeps global.css free of component classes', () => {
    const global = classes(read('global.css'));
    const componentClasses = moduleStylesheets.flatMap((file) => [...classes(read(file))]);
    expect(componentClasses.length).toBeGreaterThan(100);
    expect(componentClasses.filter((name) => global.has(name))).toEqual([]);
  });

  it('puts the fonts, the base, the themes and the type scale in global.css', async () => {
    const css = read('global.css');
    const { themeClasses } = await import(join(dist, 'theme', 'themes.css.js'));
    const { text } = await import(join(dist, 'theme', 'typography.css.js'));
    expect(css).toContain("font-family: 'Inter Variable'");
    expect(css).toContain(':where([class^="airtime-"], [class*=" airtime-"])');
    for (const name of Object.values(themeClasses as Record<string, string>)) {
      expect(css).toContain(`.${name} {`);
    }
    for (const name of (text({ size: 'xl', weight: 'semibold', numeric: true }) as string).split(
      ' ',
    )) {
      expect(css).toContain(`.${name} {`);
    }
  });

  it('keeps the page reset in reset.css alone', () => {
    const pageReset = /\*, \*::before, \*::after \{\s*box-sizing: border-box;/;
    expect(read('reset.css')).toMatch(pageReset);
    expect(read('reset.css')).toMatch(/h1, h2, h3, h4, h5, h6 \{\s*font-size: inherit;/);
    expect(read('styles.css')).not.toMatch(pageReset);
    expect(read('styles.css')).not.toMatch(/^\* \{/m);
  });

  it.each(['reset.css', 'global.css', 'styles.css', 'Button/Button.css', 'Table/Table.css'])(
    'puts every rule of %s in an airtime cascade layer, after the layer order',
    (file) => {
      const statements = topLevel(read(file)).filter((part) => part !== '@font-face');
      expect(statements[0]).toBe(LAYER_ORDER);
      const layerNames = new Set(Object.values(LAYERS).map((layer) => `@layer ${layer}`));
      for (const statement of statements) {
        expect(statement === statements[0] || layerNames.has(statement), statement).toBe(true);
      }
    },
  );

  it('names every class and CSS variable with the airtime- prefix the base rules select', () => {
    const css = read('styles.css');
    const names = [...classes(css)].filter((name) => !name.startsWith('.woff'));
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !name.startsWith('.airtime-'))).toEqual([]);
    const variables = css.match(/--[\w-]+(?=:)/g) ?? [];
    expect(variables.filter((name) => !name.startsWith('--airtime-'))).toEqual([]);
  });

  it('keeps styles.css whole: global.css first, then every module stylesheet', () => {
    const styles = read('styles.css');
    expect(styles.startsWith(read('global.css'))).toBe(true);
    for (const file of moduleStylesheets) expect(styles, file).toContain(read(file));
  });
});
