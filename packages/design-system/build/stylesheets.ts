import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { type Plugin, parseAst, type Rolldown } from 'vite';
import { componentCssFile } from './componentCss.ts';
import { inLayer, LAYERS } from './layers.ts';

type Bundle = Rolldown.OutputBundle;

/** The relative specifiers a built module imports or re-exports from, in the order it runs them. */
function relativeSpecifiers(code: string): string[] {
  return parseAst(code).body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration') &&
    typeof node.source?.value === 'string' &&
    node.source.value.startsWith('.')
      ? [node.source.value]
      : [],
  );
}

/**
 * The stylesheets the modules reachable from `entries` import, in the order a bundler would put
 * them: depth first, each module's imports before what follows it (as Vite joins CSS).
 */
function importedCssInOrder(bundle: Bundle, entries: string[]): string[] {
  const visited = new Set<string>();
  const css: string[] = [];
  const visit = (fileName: string) => {
    if (visited.has(fileName)) return;
    visited.add(fileName);
    const output = bundle[fileName];
    if (fileName.endsWith('.css')) {
      if (output?.type !== 'asset') throw new Error(`${fileName} is imported but was not produced`);
      css.push(fileName);
      return;
    }
    if (output?.type !== 'chunk') return;
    for (const specifier of relativeSpecifiers(output.code)) {
      visit(posix.join(posix.dirname(fileName), specifier));
    }
  };
  for (const entry of entries) visit(entry);
  return css;
}

/** Inter's @font-face rules pointing at `./fonts/*.woff2`, and those files. */
function interFontFaces(): { css: string; files: Map<string, Buffer> } {
  const require = createRequire(import.meta.url);
  const fontCss = require.resolve('@fontsource-variable/inter/wght.css');
  const files = new Map<string, Buffer>();
  const css = readFileSync(fontCss, 'utf8').replace(
    /url\(\.\/files\/([^)]+)\)/g,
    (_match, file: string) => {
      files.set(`fonts/${file}`, readFileSync(join(dirname(fontCss), 'files', file)));
      return `url(./fonts/${file})`;
    },
  );
  return { css, files };
}

/** The style modules whose CSS is global, by the layer (and file) it goes to. */
export interface GlobalStyles {
  reset: string;
  base: string;
  theme: readonly string[];
}

/**
 * Writes the stylesheets dist offers, every rule in a cascade layer (layers.ts):
 * - reset.css: the opt-in page reset, for apps without one of their own;
 * - global.css: Inter's @font-face rules, the base (the reset's essentials for our own elements),
 *   the themes and the type scale, for apps whose components bring their own CSS;
 * - styles.css: global.css, then every component's CSS in import order, for apps that load it all
 *   at once.
 * Library mode would inline the fonts as base64 (hundreds of KB in the CSS); as files in
 * dist/fonts, browsers fetch only the subsets a page uses.
 */
export function stylesheets(global: GlobalStyles): Plugin {
  return {
    name: 'airtime:stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      /** The CSS of global modules, taken out of the bundle: only these stylesheets carry it. */
      const take = (modules: readonly string[]) =>
        modules
          .map((module) => {
            const fileName = componentCssFile(`${module}.vanilla.css`);
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') this.error(`${fileName} was not produced`);
            delete bundle[fileName];
            return String(asset.source);
          })
          .join('\n');
      const fonts = interFontFaces();
      for (const [fileName, source] of fonts.files) {
        this.emitFile({ type: 'asset', fileName, source });
      }
      const globalCss = [
        fonts.css,
        inLayer(LAYERS.base, take([global.base])),
        inLayer(LAYERS.theme, take(global.theme)),
      ].join('\n');
      const entries = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.isEntry ? [output.fileName] : [],
      );
      const componentParts = importedCssInOrder(bundle, entries).map((fileName) => {
        const asset = bundle[fileName] as Rolldown.OutputAsset;
        return String(asset.source);
      });
      const files = {
        'reset.css': inLayer(LAYERS.reset, take([global.reset])),
        'global.css': globalCss,
        'styles.css': [globalCss, ...componentParts].join('\n'),
      };
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source });
        // Lets TypeScript accept `import '@airtime/design-system/global.css'` without vite/client types.
        this.emitFile({ type: 'asset', fileName: `${fileName}.d.ts`, source: 'export {};\n' });
      }
    },
  };
}
