import { QUERY_NAME_PATTERN } from './queryState.ts';

/** Whether a sort field, filter field or modal name can be written to the URL unambiguously. */
export function isQueryName(value: unknown): value is string {
  return typeof value === 'string' && QUERY_NAME_PATTERN.test(value);
}
