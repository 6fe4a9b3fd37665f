/** Brand 1 is Airtime's own brand, the one house deals run under (spec §9). */
export const AIRTIME_BRAND_ID = 1;

/** Agency 38 is Airtime's own agency record (spec §9 fixes the id; naming its role is ours). */
export const AIRTIME_AGENCY_ID = 38;

/** Agency 176 stands for brands that book directly, with no outside agency (role is ours). */
export const DIRECT_AGENCY_ID = 176;

/** The fixed agencies, for checks such as keeping them out of delete actions. */
export const FIXED_AGENCY_IDS = [AIRTIME_AGENCY_ID, DIRECT_AGENCY_ID] as const;
