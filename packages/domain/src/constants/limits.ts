/** How many options a searchable dropdown asks the API for unless told otherwise (spec §9). */
export const DROPDOWN_RESULT_LIMIT = 10;
