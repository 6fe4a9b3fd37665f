import { isJsonValue } from './isJsonValue.ts';
import { isQueryName } from './isQueryName.ts';
import type { ModalProps, QueryModal } from './queryState.ts';

/** Reads a modal URL value ('io' or 'confirmation:{"id":3}'), or undefined when it is malformed. */
export function decodeModal(value: string): QueryModal | undefined {
  const colon = value.indexOf(':');
  const name = colon === -1 ? value : value.slice(0, colon);
  if (!isQueryName(name)) {
    return undefined;
  }
  if (colon === -1) {
    return { name, props: {} };
  }
  const props = parseJson(value.slice(colon + 1));
  if (!isJsonValue(props) || typeof props !== 'object' || props === null || Array.isArray(props)) {
    return undefined;
  }
  return { name, props: props as ModalProps };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Broken JSON from a hand-edited URL is dropped like any other bad value.
    return undefined;
  }
}
