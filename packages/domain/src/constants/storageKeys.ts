/** Every localStorage key starts with this (decisions §1), so Airtime's entries are findable. */
export const STORAGE_KEY_PREFIX = 'airtime:';

/**
 * The fixed localStorage keys (decisions §1). Keys with a part that varies come from functions:
 * getUserUpdatedKey here, getRecentSearchesKey in search.
 */
export const STORAGE_KEYS = {
  selectedBrandId: 'airtime:selected-brand-id',
  selectedCreatorId: 'airtime:selected-creator-id',
  userId: 'airtime:user-id',
  cookiesAccept: 'airtime:cookies-accept',
  impersonateToken: 'airtime:impersonate-token',
} as const;
