import type { UserProfile } from '@airtime/domain';
import * as v from 'valibot';
import { createDecodeContext } from '../decode/DecodeContext.ts';
import { decodeRecord } from '../decode/decodeRecord.ts';
import { DecodeError, type Decoder, nothing, shape } from '../decode/decoders.ts';
import { userProfileModel } from '../models/user.ts';
import { defineCall } from './defineCall.ts';

// Authentication (spec §7 'Authentication', decisions §4 'Sanctum semantics'), and the paths the
// fake chose for the calls whose path the spec does not show (stop impersonation, logout through
// the user store). Shapes as packages/mock-api/src/handlers/auth.ts answers them.

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** Keep the session after the browser closes. */
  readonly remember?: boolean;
}

export interface VerifyCodeInput {
  /** The verification code of the second sign-in step (the verify persona's is 123456). */
  readonly code: string;
}

/** A sign-in step's answer: signed in with the profile, or a code is needed first. */
export type LoginResult =
  | { readonly two_factor: true }
  | { readonly two_factor: false; readonly user: UserProfile };

export interface PasswordResetLinkInput {
  readonly email: string;
}

export interface ResetPasswordInput {
  /** The token of the emailed reset link. */
  readonly token: string;
  readonly email: string;
  /** At least 8 characters. */
  readonly password: string;
  readonly password_confirmation: string;
}

export interface ChangePasswordInput {
  readonly current_password: string;
  /** At least 8 characters. */
  readonly password: string;
  readonly password_confirmation: string;
}

/** The `{ message }` the password calls answer, e.g. 'We have emailed your password reset link.' */
export interface AuthMessage {
  readonly message: string;
}

/** What starting an impersonation gives: the x-impersonate-token and whom it acts as. */
export interface ImpersonationStart {
  readonly token: string;
  readonly user: UserProfile;
}

/** A profile inside another body; an unusable one fails the call (it is the call's point). */
function profileIn(raw: unknown, warn: (message: string) => void, what: string): UserProfile {
  const profile = decodeRecord(userProfileModel, raw, createDecodeContext(warn));
  if (profile === undefined) throw new DecodeError(`The ${what} the server sent is not usable.`);
  return profile;
}

const loginSchema = v.variant('two_factor', [
  v.looseObject({ two_factor: v.literal(true) }),
  v.looseObject({ two_factor: v.literal(false), user: v.unknown() }),
]);

const decodeLogin: Decoder<LoginResult> = (raw, warn) => {
  const body = shape(loginSchema, 'a sign-in answer')(raw, warn);
  if (body.two_factor) return { two_factor: true };
  return { two_factor: false, user: profileIn(body.user, warn, 'signed-in user') };
};

const decodeMessage = shape(v.looseObject({ message: v.string() }), 'a message');

/** GET /sanctum/csrf-cookie: sets the XSRF-TOKEN cookie (the HTTP core fetches it on its own too). */
export const getCsrfCookie = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/sanctum/csrf-cookie',
  decode: nothing,
});

/** POST /sanctum/login: a 422 `errors.email` for bad credentials; `two_factor: true` asks for a code. */
export const login = /* @__PURE__ */ defineCall<never, LoginInput>()({
  method: 'POST',
  path: '/sanctum/login',
  freshCsrf: true,
  decode: decodeLogin,
});

/** POST /code: the second sign-in step; a 422 `errors.code` for a wrong or unexpected code. */
export const verifyLoginCode = /* @__PURE__ */ defineCall<never, VerifyCodeInput>()({
  method: 'POST',
  path: '/code',
  freshCsrf: true,
  decode: decodeLogin,
});

/** POST /api/sanctum/logout: ends the session (204, also without one). */
export const logout = /* @__PURE__ */ defineCall()({
  method: 'POST',
  path: '/api/sanctum/logout',
  decode: nothing,
});

/** POST /api/logout: the user store's logout (spec §7 'path not shown'); same as `logout`. */
export const logoutUser = /* @__PURE__ */ defineCall()({
  method: 'POST',
  path: '/api/logout',
  decode: nothing,
});

/** POST /password/email: mails a reset link; a 422 `errors.email` for an unknown address. */
export const sendPasswordResetLink = /* @__PURE__ */ defineCall<never, PasswordResetLinkInput>()({
  method: 'POST',
  path: '/password/email',
  freshCsrf: true,
  decode: decodeMessage,
});

/** POST /password/reset: sets the password from a reset link and ends the user's sessions. */
export const resetPassword = /* @__PURE__ */ defineCall<never, ResetPasswordInput>()({
  method: 'POST',
  path: '/password/reset',
  freshCsrf: true,
  decode: decodeMessage,
});

/** PUT /api/user/password: one's own password; 422 `errors.current_password`; 403 while impersonating. */
export const changePassword = /* @__PURE__ */ defineCall<never, ChangePasswordInput>()({
  method: 'PUT',
  path: '/api/user/password',
  decode: decodeMessage,
});

/** POST /api/impersonate/:userId: only for users who can impersonate; answers the token and user. */
export const startImpersonation = /* @__PURE__ */ defineCall()({
  method: 'POST',
  path: '/api/impersonate/:userId',
  decode: (raw, warn): ImpersonationStart => {
    const body = shape(
      v.looseObject({ token: v.pipe(v.string(), v.minLength(1)), user: v.unknown() }),
      'an impersonation answer',
    )(raw, warn);
    return { token: body.token, user: profileIn(body.user, warn, 'impersonated user') };
  },
});

/** DELETE /api/impersonate: ends the impersonation of the token sent (or all of the session's). */
export const endImpersonation = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/impersonate',
  decode: nothing,
});

/** POST /api/impersonate/stop: stop impersonation (spec §7 'path not shown'); same as the DELETE. */
export const stopImpersonation = /* @__PURE__ */ defineCall()({
  method: 'POST',
  path: '/api/impersonate/stop',
  decode: nothing,
});
