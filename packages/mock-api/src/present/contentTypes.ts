import type { ContentTypeId } from '@airtime/domain';

/** The content types (platforms) a channel can have; the spec numbers them 1 to 12 (§2). */
export const CONTENT_TYPE_IDS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
] as const satisfies readonly ContentTypeId[];
