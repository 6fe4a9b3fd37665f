// Packs the package like a release would, installs the tarball into a fresh Vite app outside the
// workspace (from the local pnpm store; only the npm registry is ever contacted), and builds it.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const workspaceDir = dirname(dirname(packageDir));
const tsc = join(packageDir, 'node_modules', '.bin', 'tsc');

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

const APP = `import '@airtime/design-system/styles.css';
import { Button, Money, themeClass } from '@airtime/design-system';
import { formatMoney } from '@airtime/design-system/format';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(themeClass('grey'));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <p>
      <Button variant="primary">Consumer button</Button> <Money value={1234567} compact />{' '}
      {formatMoney(42)}
    </p>,
  );
}
`;

/** The same app loading only global.css: each component brings its own CSS. */
const APP_WITH_GLOBAL_CSS = APP.replace('/styles.css', '/global.css');

/** The first class a built stylesheet of dist defines. */
function firstClass(stylesheet: string): string {
  const name = /^\.([\w-]+) \{/m.exec(
    readFileSync(join(packageDir, 'dist', stylesheet), 'utf8'),
  )?.[1];
  if (name === undefined) throw new Error(`${stylesheet} defines no class`);
  return name;
}

/** The CSS a build of the app wrote, all files together. */
function builtCss(outDir: string): string {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

describe('a fresh Vite app installing the packed tarball', () => {
  let appDir = '';

  beforeAll(() => {
    expect(existsSync(join(packageDir, 'dist', 'index.js')), 'run the build first').toBe(true);
    appDir = mkdtempSync(join(tmpdir(), 'airtime-consumer-'));
    expect(
      relative(workspaceDir, appDir).startsWith('..'),
      'the app must live outside the workspace',
    ).toBe(true);

    run('pnpm', ['pack', '--pack-destination', appDir], packageDir);
    const tarball = readdirSync(appDir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');

    const dev = packageJson.devDependencies;
    writeFileSync(
      join(appDir, 'package.json'),
      JSON.stringify(
        {
          name: 'airtime-consumer-check',
          private: true,
          type: 'module',
          dependencies: {
            '@airtime/design-system': `file:./${tarball}`,
            react: dev.react,
            'react-dom': dev['react-dom'],
          },
          devDependencies: {
            '@types/react': dev['@types/react'],
            '@types/react-dom': dev['@types/react-dom'],
            '@vitejs/plugin-react': dev['@vitejs/plugin-react'],
            vite: dev.vite,
          },
        },
        null,
        2,
      ),
    );
    writeFileSync(
      join(appDir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    );
    writeFileSync(
      join(appDir, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n",
    );
    // A strict consumer without vite/client types or .ts-extension imports of its own.
    writeFileSync(
      join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        include: ['src'],
      }),
    );
    mkdirSync(join(appDir, 'src'));
    writeFileSync(join(appDir, 'src', 'main.tsx'), APP);
    writeFileSync(join(appDir, 'src', 'global.tsx'), APP_WITH_GLOBAL_CSS);
    writeFileSync(
      join(appDir, 'global.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/global.tsx"></script></body></html>\n',
    );
    writeFileSync(
      join(appDir, 'vite.global.config.js'),
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()], build: { outDir: 'dist-global', rolldownOptions: { input: 'global.html' } } });\n",
    );

    // The workspace's store: packages are linked from it, and only missing ones are fetched.
    const storeDir = dirname(run('pnpm', ['store', 'path'], workspaceDir).trim());
    run(
      'pnpm',
      ['install', '--prefer-offline', '--store-dir', storeDir, '--reporter', 'append-only'],
      appDir,
    );
  });

  afterAll(() => {
    if (appDir) rmSync(appDir, { recursive: true, force: true });
  });

  it('builds, bundling the component, the theme and the CSS with its fonts', () => {
    run(join(appDir, 'node_modules', '.bin', 'vite'), ['build'], appDir);
    const assets = readdirSync(join(appDir, 'dist', 'assets'));
    const js = assets.filter((file) => file.endsWith('.js'));
    const css = assets.filter((file) => file.endsWith('.css'));
    expect(js).toHaveLength(1);
    expect(css).toHaveLength(1);
    const script = readFileSync(join(appDir, 'dist', 'assets', js[0] as string), 'utf8');
    expect(script).toContain('Consumer button');
    const styles = readFileSync(join(appDir, 'dist', 'assets', css[0] as string), 'utf8');
    expect(styles).toContain('Inter Variable');
    expect(assets.some((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file))).toBe(true);
  });

  it('builds with global.css, bundling the CSS of the components it uses and no other', () => {
    run(
      join(appDir, 'node_modules', '.bin', 'vite'),
      ['build', '-c', 'vite.global.config.js'],
      appDir,
    );
    const css = builtCss(join(appDir, 'dist-global'));
    const defines = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
    expect(css).toContain('Inter Variable');
    expect(defines(firstClass('Button/Button.css'))).toBe(true);
    expect(defines(firstClass('Table/Table.css'))).toBe(false);
  });

  it('type-checks against the published declarations', () => {
    expect(run(tsc, ['-p', 'tsconfig.json'], appDir)).toBe('');
  });

  it('formats in plain Node with require() too (Node 22.12+ requires ES modules)', () => {
    const output = run(
      process.execPath,
      [
        '-e',
        "const { formatMoney } = require('@airtime/design-system/format'); console.log(formatMoney(42));",
      ],
      appDir,
    );
    expect(output.trim()).toMatch(/42/);
  });

  it('formats in plain Node through the /format entry', () => {
    const output = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { formatMoney, formatDate } from '@airtime/design-system/format'; console.log(formatMoney(1234567, { compact: true }), formatDate('2024-03-05'));",
      ],
      appDir,
    );
    expect(output.trim()).toBe('$1.2M Mar 05, 2024');
  });
});
