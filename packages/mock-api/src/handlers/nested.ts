import { ValidationError } from '../http/HttpError.ts';
import { type ErrorBag, type Schema, type Validated, validate } from '../http/validate.ts';

/**
 * Validates a nested object (a JSON field holding an object) against a schema, adding each
 * failure to `errors` under `prefix.field`, as Laravel names nested errors. Returns the values,
 * or undefined when the value is not an object or fails.
 */
export function validateNested<S extends Schema>(
  value: unknown,
  prefix: string,
  schema: S,
  errors: ErrorBag,
): Validated<S> | undefined {
  if (
    value === null ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    value instanceof Blob
  ) {
    errors.add(prefix, `The ${prefix.replace(/_/g, ' ')} field must be an object.`);
    return undefined;
  }
  try {
    return validate(value, schema);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [field, messages] of Object.entries(error.errors)) {
      for (const message of messages) errors.add(`${prefix}.${field}`, message);
    }
    return undefined;
  }
}
