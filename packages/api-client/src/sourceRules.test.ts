import { describe, expect, it } from 'vitest';
import { findCycles, runtimeImports } from './test/importGraph.ts';
import { readSource, sourceFiles } from './test/sourceFiles.ts';

// Rules of the package's own source that no compiler checks (README "Decoding").

describe('the source of @airtime/api-client', () => {
  it('has no runtime import cycle: models that embed one another share a module', () => {
    const files = sourceFiles();
    const graph = new Map(files.map((file) => [file, runtimeImports(file, readSource(file))]));
    expect(sourceFiles('models').length).toBeGreaterThan(0);
    expect(findCycles(graph)).toEqual([]);
  });
});
