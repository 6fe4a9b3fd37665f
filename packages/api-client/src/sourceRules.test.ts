import { describe, expect, it } from 'vitest';
import { apiPathLines } from './test/apiPaths.ts';
import { findCycles, runtimeImports } from './test/importGraph.ts';
import { readSource, sourceFiles } from './test/sourceFiles.ts';

// Rules of the package's own source that no compiler checks (README "Calls", "Decoding").

describe('the source of @airtime/api-client', () => {
  it('has no runtime import cycle: models that embed one another share a module', () => {
    const files = sourceFiles();
    const graph = new Map(files.map((file) => [file, runtimeImports(file, readSource(file))]));
    expect(sourceFiles('models').length).toBeGreaterThan(0);
    expect(findCycles(graph)).toEqual([]);
  });

  it('spells API paths only in the calls (endpoints/): hooks name calls, keys come from them', () => {
    const files = sourceFiles().filter((file) => !file.startsWith('endpoints/'));
    expect(files.filter((file) => file.startsWith('hooks/')).length).toBeGreaterThan(0);
    const found = files.flatMap((file) =>
      apiPathLines(readSource(file)).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
