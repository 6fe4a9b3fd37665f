import type { Decoder } from './decoders.ts';

/** 204 No Content, or a body the caller does not need. */
export const nothing: Decoder<void> = () => undefined;
