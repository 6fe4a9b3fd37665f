// The size budget (issue 3, Done when): importing only Button costs at most 12 KB of gzipped JS
// beyond React Aria's own Button, and the whole stylesheet is at most 30 KB gzipped. The global
// stylesheet every page blocks on (issue 17) is at most 4 KB gzipped; the formatters of /format,
// with which most pages show dates, at most 3 KB together.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const KB = 1024;

/** Minified, gzipped size of the JS an app gets for `source` (React itself left out of both sides). */
async function bundledSize(source: string): Promise<number> {
  const output = await build({
    configFile: false,
    root: packageDir,
    logLevel: 'silent',
    plugins: [
      {
        name: 'size-fixture',
        resolveId: (id) => (id === 'virtual:size-fixture' ? id : null),
        load: (id) => (id === 'virtual:size-fixture' ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2023',
      rolldownOptions: {
        input: 'virtual:size-fixture',
        external: ['react', 'react-dom', 'react/jsx-runtime'],
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap(
    (result) => (result as Rolldown.RolldownOutput).output,
  );
  return chunks
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('size budget', () => {
  it('costs at most 12 KB gzipped beyond React Aria’s Button to import only Button', async () => {
    const dist = join(packageDir, 'dist', 'index.js');
    const ours = await bundledSize(
      `import { Button } from ${JSON.stringify(dist)}; globalThis.keep = Button;`,
    );
    const theirs = await bundledSize(
      `import { Button } from 'react-aria-components/Button'; globalThis.keep = Button;`,
    );
    console.info(
      `Button: ${kb(ours)} gzipped; React Aria's Button alone: ${kb(theirs)}; ours adds ${kb(ours - theirs)} (budget 12 KB)`,
    );
    expect(theirs).toBeGreaterThan(5 * KB);
    expect(ours - theirs).toBeLessThanOrEqual(12 * KB);
  });

  // date-fns' format and parseISO (token parser, en-US locale) would make it about 7.5 KB.
  it('costs at most 3 KB gzipped for every formatter of /format together', async () => {
    const dist = join(packageDir, 'dist', 'format.js');
    const size = await bundledSize(
      `import * as format from ${JSON.stringify(dist)}; globalThis.keep = format;`,
    );
    console.info(`/format, every formatter: ${kb(size)} gzipped (budget 3 KB)`);
    expect(size).toBeLessThanOrEqual(3 * KB);
  });

  it.each([
    ['styles.css', 30],
    ['global.css', 4],
  ])('ships %s in at most %i KB gzipped', (file, budget) => {
    const css = readFileSync(join(packageDir, 'dist', file));
    const gzipped = gzipSync(css, { level: 9 }).length;
    console.info(`${file}: ${kb(css.length)}, ${kb(gzipped)} gzipped (budget ${budget} KB)`);
    expect(gzipped).toBeLessThanOrEqual(budget * KB);
  });
});
