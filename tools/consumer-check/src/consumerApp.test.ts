// A fresh npm + Vite + React app installs the packed tarballs (issue 22) with an older swr of its
// own and host styles of its own (npm fetches the rest from the registry, the only network there
// is), then builds, type-checks and runs in Chromium.
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { launchChromium } from '@airtime/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SWR, writeConsumerApp } from './consumerApp.ts';
import { packPackage } from './pack.ts';
import { serveStatic } from './staticServer.ts';
import { PUBLISHED_PACKAGES, readManifest, run, WORKSPACE_DIR } from './workspace.ts';

const designSystemDev = readManifest(PUBLISHED_PACKAGES['@airtime/design-system']).devDependencies;
/** The version the design system develops with: the app uses the same React, Vite and TypeScript. */
function devVersion(name: string): string {
  const version = designSystemDev[name];
  if (version === undefined) throw new Error(`the design system has no devDependency ${name}`);
  return version;
}
const appDir = mkdtempSync(join(tmpdir(), 'airtime-consumer-'));
const bin = (name: string) => join(appDir, 'node_modules', '.bin', name);

/** The CSS a build of the app wrote, all files together. */
function builtCss(outDir: string): string {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

/** The first class a stylesheet of the packed design system defines. */
function firstClass(stylesheet: string): string {
  const css = readFileSync(
    join(appDir, 'node_modules', '@airtime', 'design-system', 'dist', stylesheet),
    'utf8',
  );
  const name = /^\.([\w-]+) \{/m.exec(css)?.[1];
  if (name === undefined) throw new Error(`${stylesheet} defines no class`);
  return name;
}

beforeAll(() => {
  expect(relative(WORKSPACE_DIR, appDir).startsWith('..'), 'outside the workspace').toBe(true);
  const tarballs = Object.fromEntries(
    (['@airtime/domain', '@airtime/design-system', '@airtime/api-client'] as const).map((name) => [
      name,
      `file:./${relative(appDir, packPackage(name, appDir).tarball)}`,
    ]),
  );
  writeConsumerApp(
    appDir,
    tarballs,
    {
      react: devVersion('react'),
      'react-dom': devVersion('react-dom'),
      swr: APP_SWR,
    },
    {
      '@types/react': devVersion('@types/react'),
      '@types/react-dom': devVersion('@types/react-dom'),
      '@vitejs/plugin-react': devVersion('@vitejs/plugin-react'),
      typescript: devVersion('typescript'),
      vite: devVersion('vite'),
    },
  );
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    appDir,
  );
});

afterAll(() => rmSync(appDir, { recursive: true, force: true }));

describe('a fresh app installing the packed packages', () => {
  it("installs one swr, the app's own older one, which api-client shares", () => {
    const fromApp = createRequire(join(appDir, 'package.json')).resolve('swr');
    const apiClient = realpathSync(join(appDir, 'node_modules', '@airtime', 'api-client'));
    const fromApiClient = createRequire(join(apiClient, 'package.json')).resolve('swr');
    expect(realpathSync(fromApiClient)).toBe(realpathSync(fromApp));
    const installed = run('npm', ['ls', 'swr', '--all', '--parseable'], appDir).trim().split('\n');
    expect(installed).toEqual([join(appDir, 'node_modules', 'swr')]);
    expect(
      JSON.parse(readFileSync(join(appDir, 'node_modules', 'swr', 'package.json'), 'utf8')).version,
    ).toBe(APP_SWR);
  });

  it('type-checks under strict settings against the published declarations', () => {
    expect(run(bin('tsc'), ['-p', 'tsconfig.json'], appDir)).toBe('');
  });

  it('loads the domain and the formatters with require() as well as import', () => {
    const script = [
      "const { getAppType } = require('@airtime/domain');",
      "const { formatMoney } = require('@airtime/design-system/format');",
      "console.log(getAppType('brand'), formatMoney(1234567, { compact: true }));",
    ].join(' ');
    expect(run(process.execPath, ['-e', script], appDir).trim()).toBe('brand $1.2M');
    const esm =
      "import { formatDate } from '@airtime/design-system/format'; console.log(formatDate('2024-03-05'));";
    expect(run(process.execPath, ['--input-type=module', '-e', esm], appDir).trim()).toBe(
      'Mar 05, 2024',
    );
  });

  it('builds with global.css, bundling the CSS of the components it uses and no other', () => {
    run(bin('vite'), ['build', '-c', 'vite.global.config.js'], appDir);
    const css = builtCss(join(appDir, 'dist-global'));
    const defines = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
    expect(css).toContain('Inter Variable');
    expect(defines(firstClass('Button/Button.css'))).toBe(true);
    expect(defines(firstClass('Table/Table.css'))).toBe(false);
  });

  it("builds and runs in Chromium: the host's styles win, the components are styled, SWR is shared", async () => {
    run(bin('vite'), ['build'], appDir);
    const assets = readdirSync(join(appDir, 'dist', 'assets'));
    expect(assets.some((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file))).toBe(true);

    const { url, server } = await serveStatic(join(appDir, 'dist'));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await page.getByText('refresh 12345, hello').waitFor();

      const style = (selector: string, properties: string[]) =>
        page
          .locator(selector)
          .first()
          .evaluate((element, names) => {
            const computed = getComputedStyle(element);
            return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
          }, properties);
      expect(await style('h1', ['font-size', 'font-weight', 'margin-top'])).toEqual({
        'font-size': '40px',
        'font-weight': '800',
        'margin-top': '24px',
      });
      const primary = page.getByRole('button', { name: 'Consumer button' });
      const button = await primary.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { display: computed.display, radius: computed.borderTopLeftRadius };
      });
      expect(button.display).toBe('inline-flex');
      expect(button.radius).not.toBe('0px');
      const square = page.getByRole('button', { name: 'Square button' });
      expect(
        await square.evaluate((element) => getComputedStyle(element).borderTopLeftRadius),
      ).toBe('0px');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  });
});
