/**
 * Temporary ids count down from the largest integer JavaScript holds exactly (2^53 - 1), so they
 * stay exact numbers, never meet a database id, and a later record gets a smaller id.
 */
export const TEMPORARY_ID_BASE = Number.MAX_SAFE_INTEGER;

/**
 * Every id from 2^52 up is temporary: real ids are far below it, and the base minus any
 * millisecond time before the year 140,000 stays above it.
 */
export const TEMPORARY_ID_MIN = 2 ** 52;
