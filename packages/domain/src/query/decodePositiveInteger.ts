/** Reads a positive safe integer in plain decimal ('12'), or undefined for anything else. */
export function decodePositiveInteger(value: string | null | undefined): number | undefined {
  // Only the canonical spelling, so that encoding the number gives back the same text.
  if (value === null || value === undefined || !/^[1-9][0-9]*$/.test(value)) {
    return undefined;
  }
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}
