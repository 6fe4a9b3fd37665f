import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

// What another team installs (issue 22): the built package, read as npm would ship it.

const DIST = join(import.meta.dirname, '..', 'dist');
const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));

describe('the published @airtime/domain', () => {
  it('loads with require() as well as import (Node 22.12+ requires ES modules)', () => {
    const required = createRequire(import.meta.url)('@airtime/domain') as Record<string, unknown>;
    expect(typeof required.getAppType).toBe('function');
    expect(packageJson.engines.node).toBe('>=22.12');
    expect(packageJson.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    });
  });

  it('ships source maps that carry their sources, and no declaration maps to missing files', () => {
    const maps = files.filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const file of maps) {
      const map = JSON.parse(readFileSync(file, 'utf8')) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      expect(map.sourcesContent?.length, file).toBe(map.sources.length);
      expect(map.sourcesContent?.every((source) => typeof source === 'string')).toBe(true);
    }
    expect(files.filter((file) => file.endsWith('.d.ts.map'))).toEqual([]);
  });

  it('lists its changelog among the files it publishes', () => {
    expect(packageJson.files).toEqual(['dist', 'README.md', 'CHANGELOG.md']);
  });
});
