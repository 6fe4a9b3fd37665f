/** The apps an invite request can ask for, in form order; also the labels sent (spec §9). */
export const SIGNUP_APPS = ['Agencies', 'Brands', 'Creators'] as const;
export type SignupApp = (typeof SIGNUP_APPS)[number];
