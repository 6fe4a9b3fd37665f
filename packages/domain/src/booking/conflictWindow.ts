/** Days either side of a booking checked for competitors' events, until a brand sets its own. */
export const DEFAULT_CONFLICT_WINDOW_DAYS = 14;

/** The widest window a brand may set, in days either side. */
export const MAX_CONFLICT_WINDOW_DAYS = 90;
