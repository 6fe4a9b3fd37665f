import type { RealtimeEventName } from '@airtime/domain';
import { isReadOnly } from '@airtime/domain';
import { type HttpHandler, http } from 'msw';
import type { Impersonation, Session } from '../auth/AuthState.ts';
import { effectivePermissions } from '../auth/rolePermissions.ts';
import type { MockBackend } from '../backend/createMockBackend.ts';
import { MAX_LATENCY_MS } from '../backend/faults.ts';
import { SOCKET_ID_PATTERN } from '../realtime/pusherSignature.ts';
import type { StoredUser } from '../store/records.ts';
import { type Body, readBody } from './body.ts';
import { HttpError } from './HttpError.ts';
import {
  IMPERSONATE_HEADER,
  MESSAGES,
  SESSION_COOKIE,
  SOCKET_ID_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './names.ts';
import { compilePathPattern } from './pathPattern.ts';
import { errorResponse } from './responses.ts';
import type { AnyRoute, PublicContext } from './route.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Turns a route declaration into an msw handler. Every call runs the same pipeline, whichever
 * host serves it:
 *
 * 1. faults (latency, then the 500 error rate), except on /__mock control routes;
 * 2. XSRF on unsafe methods: the X-XSRF-TOKEN header must hold a token GET /sanctum/csrf-cookie
 *    issued (and equal the XSRF-TOKEN cookie when one is sent), else 419;
 * 3. the session cookie, and 401 on signed-in routes without a signed-in session;
 * 4. `x-impersonate-token`: a live impersonation of this session switches the acting user,
 *    anything else is 403 with type impersonation (the endImpersonation fault ends them all first);
 * 5. method spoofing (`_method`), then Read Only (403 on any unsafe method), then the route's
 *    access rule (403 with its message);
 * 6. the handler; HttpErrors become their status, anything else a 500. Realtime events the handler
 *    queued go out only when it answered with a success status, to every socket but the one the
 *    request named in X-Socket-ID.
 */
export function toHandler(route: AnyRoute, backend: MockBackend): HttpHandler {
  const pattern = compilePathPattern(route.path);
  const methods = new Set<string>([route.method]);
  if (route.acceptsMethodOverride === true) methods.add('POST');
  const predicate = ({ request }: { request: Request }) => {
    if (!methods.has(request.method.toUpperCase())) return { matches: false, params: {} };
    const params = pattern.match(new URL(request.url).pathname);
    return params === null ? { matches: false, params: {} } : { matches: true, params };
  };
  return http.all(predicate, async ({ request, params, cookies }) => {
    try {
      return await run(route, backend, request, params as Record<string, string>, cookies);
    } catch (error) {
      if (error instanceof HttpError)
        return errorResponse(error.status, error.message, error.extra);
      console.error(`[mock-api] ${request.method} ${new URL(request.url).pathname} failed`, error);
      return errorResponse(500, MESSAGES.serverError);
    }
  });
}

async function run(
  route: AnyRoute,
  backend: MockBackend,
  request: Request,
  params: Record<string, string>,
  cookies: Record<string, string>,
): Promise<Response> {
  const control = route.kind === 'control';
  const faults = backend.faults;
  if (!control && faults.latencyMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(faults.latencyMs, MAX_LATENCY_MS)));
  }
  if (!control && faults.errorRate > 0 && backend.random() < faults.errorRate) {
    throw new HttpError(500, MESSAGES.serverError);
  }

  const unsafe = !SAFE_METHODS.has(request.method.toUpperCase());
  const nowMs = backend.now().getTime();
  if (!control && unsafe) {
    const header = request.headers.get(XSRF_HEADER);
    const cookie = cookies[XSRF_COOKIE];
    if (backend.faults.expireCsrf) {
      backend.consumeFault('expireCsrf');
      if (header !== null) backend.auth.revokeCsrfToken(header);
      throw new HttpError(419, MESSAGES.csrf);
    }
    if (
      header === null ||
      !backend.auth.isCsrfTokenValid(header, nowMs) ||
      (cookie !== undefined && cookie !== header)
    ) {
      throw new HttpError(419, MESSAGES.csrf);
    }
  }

  let session: Session | null = null;
  if (!control) {
    const sessionId = cookies[SESSION_COOKIE];
    session = sessionId === undefined ? null : (backend.auth.sessions.get(sessionId) ?? null);
    // Only signed-in routes expire the session, so the client's recovery calls still work.
    if (session !== null && route.kind === 'user' && backend.faults.expireSession) {
      backend.consumeFault('expireSession');
      backend.auth.endSession(session.id);
      throw new HttpError(401, MESSAGES.unauthenticated);
    }
  }
  const signedIn = session?.user_id == null ? undefined : backend.store.users.get(session.user_id);
  if (route.kind === 'user' && (session === null || signedIn === undefined)) {
    throw new HttpError(401, MESSAGES.unauthenticated);
  }

  let acting: StoredUser | undefined = signedIn;
  let impersonation: Impersonation | null = null;
  const impersonateToken = control ? null : request.headers.get(IMPERSONATE_HEADER);
  if (
    impersonateToken !== null &&
    impersonateToken !== '' &&
    signedIn !== undefined &&
    session !== null
  ) {
    // Only signed-in routes fire the fault, as with expireSession.
    if (route.kind === 'user' && backend.faults.endImpersonation) {
      backend.consumeFault('endImpersonation');
      backend.auth.endAllImpersonations();
    }
    const found = backend.auth.impersonations.get(impersonateToken);
    const target = found === undefined ? undefined : backend.store.users.get(found.user_id);
    if (found !== undefined && found.session_id === session.id && target !== undefined) {
      impersonation = found;
      acting = target;
    } else if (route.kind === 'user') {
      // Public routes (sign-out, sign-in pages) ignore a stale token instead of refusing.
      throw new HttpError(403, MESSAGES.impersonationOver, { type: 'impersonation' });
    }
  }

  let bodyPromise: Promise<Body> | null = null;
  const body = () => {
    bodyPromise ??= readBody(request);
    return bodyPromise;
  };

  if (request.method.toUpperCase() === 'POST' && route.method !== 'POST') {
    const spoofed = request.headers.get('x-http-method-override') ?? (await body())._method;
    if (typeof spoofed !== 'string' || spoofed.toUpperCase() !== route.method) {
      throw new HttpError(
        405,
        `The POST method is not supported for route ${route.path.slice(1)}. Supported methods: ${route.method}.`,
      );
    }
  }

  if (
    !control &&
    unsafe &&
    acting !== undefined &&
    route.allowReadOnly !== true &&
    isReadOnly(acting)
  ) {
    throw new HttpError(403, MESSAGES.readOnly, { type: 'read_only' });
  }
  if (route.access !== undefined && acting !== undefined) {
    // Access rules read the permissions the user's roles grant too.
    const refusal = route.access({
      ...acting,
      permissions: effectivePermissions(backend.store, acting),
    });
    if (refusal !== null) throw new HttpError(403, refusal);
  }

  const url = new URL(request.url);
  const queued: Array<[string, RealtimeEventName, unknown]> = [];
  const context: PublicContext<string> = {
    request,
    url,
    params,
    query: url.searchParams,
    cookies,
    backend,
    store: backend.store,
    session,
    user: acting ?? null,
    realUser: signedIn ?? null,
    impersonation,
    body,
    id(name) {
      const value = params[name];
      if (
        value === undefined ||
        !/^[1-9]\d{0,15}$/.test(value) ||
        !Number.isSafeInteger(Number(value))
      ) {
        throw new HttpError(404, `No record matches ${name} ${String(value).slice(0, 40)}.`);
      }
      return Number(value);
    },
    nowIso: () => backend.now().toISOString(),
    publish(channel, event, data) {
      queued.push([channel, event, data]);
    },
  };
  // The route kinds differ only in how sure they are of `user`; the checks above enforce it.
  const response = await route.handle(context as never);
  if (response.status < 400) {
    const header = request.headers.get(SOCKET_ID_HEADER);
    // The writer's own socket already knows (Laravel's `broadcast(...)->toOthers()`).
    const writer = header !== null && SOCKET_ID_PATTERN.test(header) ? header : undefined;
    for (const [channel, event, data] of queued) backend.bus.publish(channel, event, data, writer);
  }
  return response;
}
