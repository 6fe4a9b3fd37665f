/** Fails loudly when a value that the type system says cannot exist shows up at run time. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
