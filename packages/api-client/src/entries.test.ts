import { describe, expect, it } from 'vitest';
import * as calls from './calls.ts';
import * as main from './index.ts';

// The two entries (package.json `exports`): '@airtime/api-client' for apps, with the hooks and
// their types; '@airtime/api-client/calls' with the calls, the models and the decoders.

const declared = (modules: Record<string, Record<string, unknown>>) =>
  Object.values(modules).flatMap((module) => Object.entries(module));

const endpointExports = declared(
  import.meta.glob(['./endpoints/*.ts', '!./endpoints/*.test.ts'], { eager: true }),
);
const modelExports = declared(
  import.meta.glob(['./models/*.ts', '!./models/*.test.ts'], { eager: true }),
);

const onCalls = new Map<string, unknown>(Object.entries(calls));

const isCall = (value: unknown) =>
  typeof value === 'object' && value !== null && 'method' in value && 'decode' in value;
const isModel = (value: unknown) =>
  typeof value === 'object' && value !== null && 'schema' in value && 'relations' in value;

describe('the package entries', () => {
  it('puts every declared call on /calls, under its own name', () => {
    const declaredCalls = endpointExports.filter(([, value]) => isCall(value));
    expect(declaredCalls.length).toBeGreaterThan(100);
    for (const [name, call] of declaredCalls) expect(onCalls.get(name), name).toBe(call);
  });

  it('puts every model on /calls, under its own name', () => {
    const models = modelExports.filter(([, value]) => isModel(value));
    expect(models.length).toBeGreaterThan(30);
    for (const [name, model] of models) expect(onCalls.get(name), name).toBe(model);
  });

  it('keeps calls and models off the main entry, which has the hooks', () => {
    const misplaced = Object.entries(main)
      .filter(([, value]) => isCall(value) || isModel(value))
      .map(([name]) => name);
    expect(misplaced).toEqual([]);
    expect(typeof main.useBrands).toBe('function');
  });

  it('gives each name one home', () => {
    expect(Object.keys(main).filter((name) => onCalls.has(name))).toEqual([]);
  });
});
