import type { UserProfile } from '@airtime/domain';
import type { DecodeWarn } from '../decode/DecodeContext.ts';
import type { Decoder } from '../decode/decoders.ts';
import { type Call, defineCall } from './defineCall.ts';

let decodeProfile: Decoder<UserProfile> | undefined;

/** The own profile's decoder, its modules (the models, valibot) loaded with the first answer. */
async function decodeOwnProfile(raw: unknown, warn: DecodeWarn): Promise<UserProfile> {
  if (decodeProfile === undefined) {
    const [{ one }, { userProfileModel }] = await Promise.all([
      import('../decode/decoders.ts'),
      import('../models/user.ts'),
    ]);
    decodeProfile = one(userProfileModel);
  }
  return decodeProfile(raw, warn);
}

/**
 * GET /api/user (its path the spec does not show): the acting user's profile
 * (`is_impersonating: true` while impersonating). An app asks it as its page starts, before the
 * session's code has loaded; a signed-out visitor's sign-in page then loads no decoder at all. Hand
 * that first answer to createSession's `firstProfile`.
 */
export const getOwnProfile: Call<'/api/user', never, never, UserProfile> =
  /* @__PURE__ */ defineCall()({ method: 'GET', path: '/api/user', decode: decodeOwnProfile });
