// Publishes Storybook to Chromatic for design review, or says plainly that it skipped.
// Usage: `pnpm --filter @airtime/design-system chromatic [extra chromatic CLI flags]`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped: CHROMATIC_PROJECT_TOKEN is not set');
  process.exit(0);
}

// The CLI reads the token from the environment and the rest from chromatic.config.json.
const result = spawnSync(
  join(packageDir, 'node_modules', '.bin', 'chromatic'),
  ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  { cwd: packageDir, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
