import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISHED_PACKAGES, type PublishedPackage, run } from './workspace.ts';

export interface PackedPackage {
  /** The tarball's path. */
  tarball: string;
  /** Where it was unpacked: `<dir>/package` holds what npm would install. */
  root: string;
  /** The manifest as published (pnpm pack turns `workspace:^` into a version range). */
  manifest: PackedManifest;
  /** Every file in the tarball, relative to its root. */
  files: string[];
}

export interface PackedManifest {
  name: string;
  version: string;
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  engines?: Record<string, string>;
  publishConfig?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  sideEffects?: boolean | string[];
}

/** Packs a package like a release would, into `dest`, and unpacks it to read. */
export function packPackage(name: PublishedPackage, dest: string): PackedPackage {
  const before = new Set(readdirSync(dest));
  run('pnpm', ['pack', '--pack-destination', dest], PUBLISHED_PACKAGES[name]);
  const tarball = readdirSync(dest).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball for ${name}`);
  const root = join(dest, tarball.replace(/\.tgz$/, ''));
  mkdirSync(root);
  run('tar', ['-xzf', join(dest, tarball), '-C', root], dest);
  const packageDir = join(root, 'package');
  const files = readdirSync(packageDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(packageDir.length + 1));
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return { tarball: join(dest, tarball), root: packageDir, manifest, files };
}
