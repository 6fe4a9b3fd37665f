// Publishes the Storybook already built in storybook-static/ to Chromatic for design review, or
// says plainly that it skipped. Usage: `pnpm --filter @airtime/design-system chromatic [flags]`
// (Turborepo builds Storybook first; see README, "Visual review").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const buildDir = join(packageDir, 'storybook-static');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped: CHROMATIC_PROJECT_TOKEN is not set');
  process.exit(0);
}
if (!existsSync(join(buildDir, 'index.json'))) {
  console.error('chromatic: no Storybook in storybook-static/: run `pnpm build-storybook` first');
  process.exit(1);
}
// TurboSnap traces changed files through this; Storybook writes it with --stats-json.
if (!existsSync(join(buildDir, 'preview-stats.json'))) {
  console.warn(
    'chromatic: storybook-static/preview-stats.json is missing: every story is snapshotted',
  );
}

// The CLI reads the token from the environment and the rest from chromatic.config.json.
const result = spawnSync(
  join(packageDir, 'node_modules', '.bin', 'chromatic'),
  ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  { cwd: packageDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
