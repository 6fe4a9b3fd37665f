import { type FieldErrors, ValidationError } from './HttpError.ts';

type Check<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

/**
 * One field's rule. Build with `v.string()`, `v.integer()`, ... then `.required()` or
 * `.nullable()`. Messages follow Laravel's wording so the portal shows what the real API says.
 */
export interface Rule<T, Required extends boolean = boolean> {
  readonly isRequired: Required;
  readonly isNullable: boolean;
  /** Checks a value that is present and not null. */
  check(value: unknown, label: string): Check<T>;
  required(): Rule<T, true>;
  nullable(): Rule<T | null, Required>;
}

type AnyRule = Rule<unknown, boolean>;
export type Schema = Readonly<Record<string, AnyRule>>;
type ValueOf<R> = R extends Rule<infer T, boolean> ? T : never;

/** What validate() returns: required fields always there, the others only when sent. */
export type Validated<S extends Schema> = {
  -readonly [K in keyof S as S[K] extends Rule<unknown, true> ? K : never]: ValueOf<S[K]>;
} & {
  -readonly [K in keyof S as S[K] extends Rule<unknown, true> ? never : K]?: ValueOf<S[K]>;
};

function makeRule<T>(
  check: (value: unknown, label: string) => Check<T>,
  isRequired = false,
  isNullable = false,
): Rule<T, boolean> {
  return {
    isRequired,
    isNullable,
    check,
    required: () => makeRule(check, true, isNullable) as Rule<T, true>,
    nullable: () => makeRule<T | null>(check, isRequired, true),
  };
}

const ok = <T>(value: T): Check<T> => ({ ok: true, value });
const fail = (message: string): Check<never> => ({ ok: false, message });

interface StringOptions {
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  readonly patternMessage?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The rule builders. */
export const v = {
  string(options: StringOptions = {}): Rule<string, false> {
    const { min, max = 255, pattern, patternMessage } = options;
    return makeRule((value, label) => {
      if (typeof value !== 'string') return fail(`The ${label} field must be a string.`);
      const length = [...value].length;
      if (length > max)
        return fail(`The ${label} field must not be greater than ${max} characters.`);
      if (min !== undefined && length < min)
        return fail(`The ${label} field must be at least ${min} characters.`);
      if (pattern !== undefined && !pattern.test(value))
        return fail(
          patternMessage?.replace(':attribute', label) ?? `The ${label} field format is invalid.`,
        );
      return ok(value);
    }) as Rule<string, false>;
  },

  email(): Rule<string, false> {
    return makeRule((value, label) => {
      if (typeof value !== 'string') return fail(`The ${label} field must be a string.`);
      if (value.length > 255)
        return fail(`The ${label} field must not be greater than 255 characters.`);
      if (!EMAIL.test(value)) return fail(`The ${label} field must be a valid email address.`);
      return ok(value);
    }) as Rule<string, false>;
  },

  url(): Rule<string, false> {
    return makeRule((value, label) => {
      if (typeof value !== 'string') return fail(`The ${label} field must be a string.`);
      if (value.length > 2048)
        return fail(`The ${label} field must not be greater than 2048 characters.`);
      if (!/^https?:\/\/[^\s]+$/i.test(value) || !URL.canParse(value)) {
        return fail(`The ${label} field must be a valid URL.`);
      }
      return ok(value);
    }) as Rule<string, false>;
  },

  /** yyyy-MM-dd, a real calendar day. */
  date(): Rule<string, false> {
    return makeRule((value, label) => {
      if (
        typeof value !== 'string' ||
        !DATE.test(value) ||
        Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
        new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
      ) {
        return fail(`The ${label} field must match the format Y-m-d.`);
      }
      return ok(value);
    }) as Rule<string, false>;
  },

  /** A whole number; numeric strings (form data) count. */
  integer(options: { readonly min?: number; readonly max?: number } = {}): Rule<number, false> {
    const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
    return makeRule((value, label) => {
      const number =
        typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number))
        return fail(`The ${label} field must be an integer.`);
      if (number < min) return fail(`The ${label} field must be at least ${min}.`);
      if (number > max) return fail(`The ${label} field must not be greater than ${max}.`);
      return ok(number);
    }) as Rule<number, false>;
  },

  /** A finite number; numeric strings count. */
  number(options: { readonly min?: number; readonly max?: number } = {}): Rule<number, false> {
    const { min = -Number.MAX_VALUE, max = Number.MAX_VALUE } = options;
    return makeRule((value, label) => {
      const number =
        typeof value === 'string' && /^-?\d{1,16}(\.\d{1,16})?$/.test(value.trim())
          ? Number(value)
          : value;
      if (typeof number !== 'number' || !Number.isFinite(number))
        return fail(`The ${label} field must be a number.`);
      if (number < min) return fail(`The ${label} field must be at least ${min}.`);
      if (number > max) return fail(`The ${label} field must not be greater than ${max}.`);
      return ok(number);
    }) as Rule<number, false>;
  },

  /** A record id: a positive integer. */
  id(): Rule<number, false> {
    return v.integer({ min: 1 });
  },

  /** true/false, 1/0 and their string forms (form data). */
  boolean(): Rule<boolean, false> {
    return makeRule((value, label) => {
      if (value === true || value === 1 || value === '1' || value === 'true') return ok(true);
      if (value === false || value === 0 || value === '0' || value === 'false') return ok(false);
      return fail(`The ${label} field must be true or false.`);
    }) as Rule<boolean, false>;
  },

  /** One of a fixed list. */
  oneOf<const T extends string | number>(values: readonly T[]): Rule<T, false> {
    return makeRule((value, label) => {
      const found = values.find(
        (candidate) =>
          candidate === value ||
          (typeof candidate === 'number' &&
            typeof value === 'string' &&
            String(candidate) === value),
      );
      return found === undefined ? fail(`The selected ${label} is invalid.`) : ok(found);
    }) as Rule<T, false>;
  },

  /** A list; a single value or a comma-separated string (query strings) also reads as a list. */
  list<T>(item: Rule<T, boolean>, options: { readonly max?: number } = {}): Rule<T[], false> {
    const { max = 500 } = options;
    return makeRule((value, label) => {
      const items = Array.isArray(value)
        ? value
        : typeof value === 'string'
          ? value === ''
            ? []
            : value.split(',')
          : typeof value === 'number'
            ? [value]
            : null;
      if (items === null) return fail(`The ${label} field must be an array.`);
      if (items.length > max)
        return fail(`The ${label} field must not have more than ${max} items.`);
      const out: T[] = [];
      for (const entry of items) {
        const checked =
          entry === null || entry === undefined
            ? fail(`The ${label} field must be an array of valid values.`)
            : item.check(typeof entry === 'string' ? entry.trim() : entry, label);
        if (!checked.ok) return checked;
        out.push(checked.value);
      }
      return ok(out);
    }) as Rule<T[], false>;
  },

  /** An uploaded file (multipart), an image when `images` is set. */
  file(options: { readonly maxKilobytes: number; readonly images?: boolean }): Rule<File, false> {
    return makeRule((value, label) => {
      if (typeof File === 'undefined' || !(value instanceof File))
        return fail(`The ${label} field must be a file.`);
      if (options.images === true && !/^image\/(png|jpe?g|gif|webp|svg\+xml)$/.test(value.type)) {
        return fail(`The ${label} field must be an image.`);
      }
      if (value.size > options.maxKilobytes * 1024) {
        return fail(
          `The ${label} field must not be greater than ${options.maxKilobytes} kilobytes.`,
        );
      }
      return ok(value);
    }) as Rule<File, false>;
  },

  /** Any plain JSON value (for payloads a handler passes through, such as broadcast data). */
  any(): Rule<unknown, false> {
    return makeRule((value) => ok(value)) as Rule<unknown, false>;
  },
};

/** The label Laravel prints for a field: underscores read as spaces. */
export function fieldLabel(field: string): string {
  return field.replace(/_/g, ' ');
}

/** Collects per-field messages; throws one 422 with all of them. */
export class ErrorBag {
  readonly #errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    const messages = this.#errors[field] ?? [];
    messages.push(message);
    this.#errors[field] = messages;
  }

  get isEmpty(): boolean {
    return Object.keys(this.#errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.isEmpty) throw new ValidationError(this.#errors as FieldErrors);
  }
}

/**
 * Checks `input` against `schema` and returns the typed, cleaned values; throws a 422 with every
 * failing field otherwise. Strings are trimmed and '' reads as null (Laravel's middleware does
 * both); fields not in the schema are dropped; absent optional fields stay absent.
 */
export function validate<S extends Schema>(input: unknown, schema: S): Validated<S> {
  const source =
    input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const bag = new ErrorBag();
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(schema)) {
    const label = fieldLabel(field);
    let value = Object.hasOwn(source, field) ? source[field] : undefined;
    if (typeof value === 'string') {
      value = value.trim();
      if (value === '') value = null;
    }
    if (
      value === undefined ||
      value === null ||
      (Array.isArray(value) && value.length === 0 && rule.isRequired)
    ) {
      if (rule.isRequired) {
        bag.add(field, `The ${label} field is required.`);
      } else if (value === null) {
        if (rule.isNullable) out[field] = null;
        else bag.add(field, `The ${label} field must not be empty.`);
      }
      continue;
    }
    const checked = rule.check(value, label);
    if (checked.ok) out[field] = checked.value;
    else bag.add(field, checked.message);
  }
  bag.throwIfAny();
  return out as Validated<S>;
}

/**
 * Refuses an update that names none of its fields (an empty form, or only unknown keys), so a
 * client bug reads as a 422 rather than as a silent success.
 */
export function requireSomeField(input: object): void {
  if (Object.keys(input).length === 0) {
    throw new ValidationError({ fields: ['Send at least one field to change.'] });
  }
}
