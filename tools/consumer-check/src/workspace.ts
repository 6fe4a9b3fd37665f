import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root. */
export const WORKSPACE_DIR = join(import.meta.dirname, '..', '..', '..');

/** The packages other teams install, by name, with their folders. */
export const PUBLISHED_PACKAGES = {
  '@airtime/domain': join(WORKSPACE_DIR, 'packages', 'domain'),
  '@airtime/design-system': join(WORKSPACE_DIR, 'packages', 'design-system'),
  '@airtime/api-client': join(WORKSPACE_DIR, 'packages', 'api-client'),
  '@airtime/mock-api': join(WORKSPACE_DIR, 'packages', 'mock-api'),
} as const;

export type PublishedPackage = keyof typeof PUBLISHED_PACKAGES;

/** Runs a command, failing with everything it printed. */
export function run(command: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`\`${command} ${args.join(' ')}\` failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** A workspace package's manifest, as committed. */
export function readManifest(dir: string): Record<string, unknown> & {
  devDependencies: Record<string, string>;
} {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}
