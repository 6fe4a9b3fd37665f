import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The swr the app brings: older than the one the workspace develops with, as another team's may be. */
export const APP_SWR = '2.3.8';

/** The host app's own styles, loaded before the design system's: they must still win. */
const HOST_CSS = `h1 { font-size: 40px; font-weight: 800; margin: 24px 0; }
p { margin: 16px 0; }
.host-button { border-radius: 0; }
`;

const MAIN = `import './host.css';
import '@airtime/design-system/styles.css';
import { ApiProvider, createHttpClient } from '@airtime/api-client';
import { Button, Money, themeClass } from '@airtime/design-system';
import { formatMoney } from '@airtime/design-system/format';
import { getAppType } from '@airtime/domain';
import { createRoot } from 'react-dom/client';
import useSWR, { useSWRConfig } from 'swr';

/** The app's own SWR hooks, under the design system's provider. */
function SharedSwr() {
  const { refreshInterval } = useSWRConfig();
  const { data } = useSWR('greeting', async () => 'hello');
  return <p data-testid="swr">refresh {String(refreshInterval)}, {data ?? 'loading'}</p>;
}

document.documentElement.classList.add(themeClass('grey'));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ApiProvider client={createHttpClient()} swr={{ refreshInterval: 12345 }}>
      <h1>Host heading</h1>
      <p>
        <Button variant="primary">Consumer button</Button>{' '}
        <Button className="host-button">Square button</Button> <Money value={1234567} compact />{' '}
        {formatMoney(42)} {getAppType('brand')}
      </p>
      <SharedSwr />
    </ApiProvider>,
  );
}
`;

/** The same app loading only global.css: each component brings its own CSS. */
const MAIN_WITH_GLOBAL_CSS = `import '@airtime/design-system/global.css';
import { Button, themeClass } from '@airtime/design-system';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(themeClass('grey'));
const root = document.getElementById('root');
if (root) createRoot(root).render(<Button variant="primary">Consumer button</Button>);
`;

const html = (script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/${script}"></script></body></html>\n`;

/**
 * What `npm create vite` with React and TypeScript gives, and the app above in it. The packed
 * packages depend on each other by version, which no registry here has: `tarballs` maps each name
 * to its file, and npm's `overrides` (`$name`: the app's own spec) point the packages at them too.
 */
export function writeConsumerApp(
  appDir: string,
  tarballs: Record<string, string>,
  dependencies: Record<string, string>,
  devDependencies: Record<string, string>,
): void {
  const manifest = {
    name: 'airtime-consumer-check',
    private: true,
    type: 'module',
    dependencies: { ...tarballs, ...dependencies },
    devDependencies,
    overrides: Object.fromEntries(Object.keys(tarballs).map((name) => [name, `$${name}`])),
  };
  writeFileSync(join(appDir, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(appDir, 'index.html'), html('main.tsx'));
  writeFileSync(join(appDir, 'global.html'), html('global.tsx'));
  writeFileSync(
    join(appDir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()] });\n",
  );
  writeFileSync(
    join(appDir, 'vite.global.config.js'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()], build: { outDir: 'dist-global', rolldownOptions: { input: 'global.html' } } });\n",
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
  writeFileSync(join(appDir, 'src', 'host.css'), HOST_CSS);
  writeFileSync(join(appDir, 'src', 'host.css.d.ts'), 'export {};\n');
  writeFileSync(join(appDir, 'src', 'main.tsx'), MAIN);
  writeFileSync(join(appDir, 'src', 'global.tsx'), MAIN_WITH_GLOBAL_CSS);
}
