import { isJsonValue } from './isJsonValue.ts';
import { isQueryName } from './isQueryName.ts';
import type { QueryModal } from './queryState.ts';

/** Writes a modal as its URL value ('io', 'tags:{"id":3}'), or undefined if it can't round-trip. */
export function encodeModal(modal: QueryModal): string | undefined {
  const props: unknown = modal.props;
  if (!isQueryName(modal.name) || !isJsonValue(props) || !isPlainRecord(props)) {
    return undefined;
  }
  // Empty props are left out so the common case reads as the bare name.
  return Object.keys(props).length === 0 ? modal.name : `${modal.name}:${JSON.stringify(props)}`;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
