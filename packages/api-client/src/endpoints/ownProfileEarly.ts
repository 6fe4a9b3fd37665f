import type { UserProfile } from '@airtime/domain';
import type { DecodeWarn } from '../decode/DecodeContext.ts';
import { type Call, defineCall } from './defineCall.ts';

/** The own profile's path (the spec does not show it). */
export const OWN_PROFILE_PATH = '/api/user';

/**
 * GET /api/user as `getOwnProfile`, with its decoder (the models and valibot) loaded when its
 * answer comes: an app asks who is signed in as its page starts, and a signed-out visitor's
 * sign-in page never loads the models. Hand the answer to createSession's `firstProfile`.
 */
export const getOwnProfileEarly: Call<typeof OWN_PROFILE_PATH, never, never, UserProfile> =
  /* @__PURE__ */ defineCall()({
    method: 'GET',
    path: OWN_PROFILE_PATH,
    decode: async (raw: unknown, warn: DecodeWarn): Promise<UserProfile> =>
      (await import('./users.ts')).getOwnProfile.decode(raw, warn),
  });
