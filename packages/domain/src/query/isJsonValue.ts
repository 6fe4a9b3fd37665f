import type { JsonValue } from './queryState.ts';

/** Whether a value comes back from JSON.stringify then JSON.parse deep-equal to itself. */
export function isJsonValue(
  value: unknown,
  ancestors: ReadonlySet<object> = new Set(),
): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return true;
  }
  if (typeof value === 'number') {
    // JSON has no NaN, Infinity or negative zero: they would come back as null or 0.
    return Number.isFinite(value) && !Object.is(value, -0);
  }
  if (typeof value !== 'object' || ancestors.has(value)) {
    // A cycle would make JSON.stringify throw.
    return false;
  }
  const inside = new Set(ancestors).add(value);
  if (Array.isArray(value)) {
    return value.every((item) => isJsonValue(item, inside));
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    return false;
  }
  return Object.values(value).every((item) => isJsonValue(item, inside));
}
