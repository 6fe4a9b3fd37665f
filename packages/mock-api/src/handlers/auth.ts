import { randomToken } from '../auth/AuthState.ts';
import { clearedSessionCookie, sessionCookie, xsrfCookie } from '../auth/sessionCookies.ts';
import { fieldError, HttpError } from '../http/HttpError.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, definePublicRoute, defineRoute } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { presentProfile } from '../present/users.ts';
import type { StoredUser } from '../store/records.ts';

// Authentication (spec §7 'Authentication', decisions §4 'Sanctum semantics').

const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
const PASSWORD_RULE = v.string({ min: 8, max: 255 }).required();

// Passwords are compared in plain text: this is a fake, and every persona's password is public.
function passwordMatches(user: StoredUser, password: string): boolean {
  return user.password === password;
}

function confirmed(body: Readonly<Record<string, unknown>>, password: string): void {
  if (body.password_confirmation !== password) {
    fieldError('password', 'The password field confirmation does not match.');
  }
}

export const authRoutes = [
  definePublicRoute({
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    handle: ({ backend }) => {
      const token = backend.auth.issueCsrfToken(backend.now().getTime());
      return noContent([['Set-Cookie', xsrfCookie(token)]]);
    },
  }),

  definePublicRoute({
    method: 'POST',
    path: '/sanctum/login',
    async handle({ backend, store, session, body }) {
      const input = validate(await body(), {
        email: v.email().required(),
        password: v.string({ max: 255 }).required(),
        remember: v.boolean(),
      });
      const user = store.users.lookupOne('email', input.email.toLowerCase());
      if (user === undefined || !passwordMatches(user, input.password)) {
        fieldError('email', CREDENTIALS_MESSAGE);
      }
      // A new session id on every sign-in, as Laravel regenerates it (no session fixation).
      if (session !== null) backend.auth.endSession(session.id);
      const twoFactor = user.verification_code !== null;
      const created = backend.auth.saveSession({
        id: randomToken(),
        user_id: twoFactor ? null : user.id,
        pending_user_id: twoFactor ? user.id : null,
        selected_brand_id: null,
        selected_creator_id: null,
        created_at: backend.now().toISOString(),
      });
      const cookie: HeadersInit = [['Set-Cookie', sessionCookie(backend, created.id)]];
      if (twoFactor) return json({ two_factor: true }, 200, cookie);
      return json({ two_factor: false, user: presentProfile(store, user, false) }, 200, cookie);
    },
  }),

  definePublicRoute({
    method: 'POST',
    path: '/code',
    async handle({ backend, store, session, body }) {
      const input = validate(await body(), { code: v.string({ max: 32 }).required() });
      const pending =
        session?.pending_user_id == null ? undefined : store.users.get(session.pending_user_id);
      if (session === null || pending === undefined) {
        fieldError('code', 'No sign-in is waiting for a code. Sign in again.');
      }
      if (pending.verification_code !== input.code) {
        fieldError('code', 'The provided two factor authentication code was invalid.');
      }
      backend.auth.updateSession(session.id, { user_id: pending.id, pending_user_id: null });
      return json({ two_factor: false, user: presentProfile(store, pending, false) });
    },
  }),

  ...['/api/sanctum/logout', '/api/logout'].map((path) =>
    anyRoute(
      definePublicRoute({
        method: 'POST',
        path,
        allowReadOnly: true,
        handle: ({ backend, session }) => {
          if (session !== null) backend.auth.endSession(session.id);
          return noContent([['Set-Cookie', clearedSessionCookie(backend)]]);
        },
      }),
    ),
  ),

  definePublicRoute({
    method: 'POST',
    path: '/password/email',
    async handle({ backend, store, body }) {
      const input = validate(await body(), { email: v.email().required() });
      const user = store.users.lookupOne('email', input.email.toLowerCase());
      if (user === undefined) fieldError('email', "We can't find a user with that email address.");
      const token = randomToken(32);
      const now = backend.now().toISOString();
      backend.auth.savePasswordReset({ email: user.email, token, created_at: now });
      backend.auth.recordMail({
        to: user.email,
        subject: 'Reset Password Notification',
        body: `/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`,
        created_at: now,
      });
      return json({ message: 'We have emailed your password reset link.' });
    },
  }),

  definePublicRoute({
    method: 'POST',
    path: '/password/reset',
    async handle({ backend, store, body }) {
      const raw = await body();
      const input = validate(raw, {
        token: v.string({ max: 255 }).required(),
        email: v.email().required(),
        password: PASSWORD_RULE,
      });
      confirmed(raw, input.password);
      const user = store.users.lookupOne('email', input.email.toLowerCase());
      if (
        user === undefined ||
        backend.auth.takePasswordReset(input.email, input.token) === undefined
      ) {
        fieldError('email', 'This password reset token is invalid.');
      }
      store.users.update(user.id, {
        password: input.password,
        updated_at: backend.now().toISOString(),
      });
      // A reset signs the user out everywhere.
      backend.auth.endSessionsOf(user.id);
      return json({ message: 'Your password has been reset.' });
    },
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/user/password',
    async handle({ store, user, impersonation, body, nowIso }) {
      if (impersonation !== null) {
        throw new HttpError(403, 'You cannot change a password while impersonating.');
      }
      const raw = await body();
      const input = validate(raw, {
        current_password: v.string({ max: 255 }).required(),
        password: PASSWORD_RULE,
      });
      if (!passwordMatches(user, input.current_password)) {
        fieldError('current_password', 'The password is incorrect.');
      }
      confirmed(raw, input.password);
      store.users.update(user.id, { password: input.password, updated_at: nowIso() });
      return json({ message: 'Your password has been updated.' });
    },
  }),

  // Stop impersonation (spec §7 'path not shown'): the token of the x-impersonate-token header,
  // or every impersonation of this session when the header is absent.
  ...[
    { method: 'POST' as const, path: '/api/impersonate/stop' },
    { method: 'DELETE' as const, path: '/api/impersonate' },
  ].map(({ method, path }) =>
    anyRoute(
      defineRoute({
        method,
        path,
        allowReadOnly: true,
        handle: ({ backend, session, impersonation }) => {
          if (impersonation !== null) backend.auth.endImpersonation(impersonation.token);
          else {
            for (const found of [...backend.auth.impersonations.values()]) {
              if (found.session_id === session.id) backend.auth.endImpersonation(found.token);
            }
          }
          return noContent();
        },
      }),
    ),
  ),

  defineRoute({
    method: 'POST',
    path: '/api/impersonate/:userId',
    handle({ backend, store, session, realUser, impersonation, id }) {
      if (!realUser.can_impersonate)
        throw new HttpError(403, 'You are not allowed to impersonate users.');
      if (impersonation !== null)
        throw new HttpError(403, 'Stop impersonating before you impersonate someone else.');
      const targetId = id('userId');
      const target = store.users.get(targetId);
      if (target === undefined) throw new HttpError(404, `User ${targetId} not found.`);
      if (target.id === realUser.id) fieldError('user_id', 'You cannot impersonate yourself.');
      if (target.can_impersonate)
        throw new HttpError(403, 'Users who can impersonate cannot be impersonated.');
      const token = randomToken(24);
      backend.auth.startImpersonation({
        token,
        session_id: session.id,
        impersonator_id: realUser.id,
        user_id: target.id,
        created_at: backend.now().toISOString(),
      });
      return json({ token, user: presentProfile(store, target, true) });
    },
  }),
].map(anyRoute);
