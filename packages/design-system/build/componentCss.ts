import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { inLayer, LAYERS } from './layers.ts';

/** The name vanilla-extract's virtual stylesheet of `X.css.ts` gets as a module of the build. */
const VIRTUAL_CSS_MODULE = /\.css\.ts\.vanilla\.js$/;
/** The name vanilla-extract's stylesheet of `X.css.ts` gets as a file of the build. */
const VIRTUAL_CSS_ASSET = /\.css\.ts\.vanilla\.css$/;

/** `Button/Button.css.ts.vanilla.css` (or `.js`) to `Button/Button.css`, the file dist ships. */
export function componentCssFile(name: string): string {
  return name.replace(VIRTUAL_CSS_MODULE, '.css').replace(VIRTUAL_CSS_ASSET, '.css');
}

/**
 * Keeps each module's stylesheet import in the published JS (`Button.css.js` imports
 * `./Button.css`), so a consumer's bundler puts a component's CSS in the chunk that uses it. Vite's
 * library mode (with `cssCodeSplit`) writes the files but leaves `/* empty css *\/` where the
 * imports were. Each stylesheet is put in the components' cascade layer. The stylesheets of
 * `global` modules (`theme/themes.css.ts`, ...) are left out: they load once, from reset.css,
 * global.css or styles.css.
 */
export function componentCss(global: readonly string[]): Plugin {
  const globalCss = new Set(global.map((module) => componentCssFile(`${module}.vanilla.css`)));
  return {
    name: 'airtime:component-css',
    apply: 'build',
    enforce: 'post',
    renderChunk(code, chunk) {
      const imports = /import\s*"([^"]+\.css\.ts\.vanilla\.js)";/g;
      let changed = false;
      const rewritten = code.replace(imports, (statement, specifier: string) => {
        const file = componentCssFile(posix.join(posix.dirname(chunk.fileName), specifier));
        if (globalCss.has(file)) return statement;
        changed = true;
        // As long as the statement it replaces, so the source map stays true.
        return `import "${componentCssFile(specifier)}";`.padEnd(statement.length);
      });
      return changed ? { code: rewritten, map: null } : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        if (globalCss.has(output.fileName)) continue;
        output.source = inLayer(LAYERS.components, String(output.source));
      }
    },
  };
}
