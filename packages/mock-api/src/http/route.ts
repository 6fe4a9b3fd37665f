import type { RealtimeEventName } from '@airtime/domain';
import type { Impersonation, Session } from '../auth/AuthState.ts';
import type { MockBackend } from '../backend/createMockBackend.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';
import type { Body } from './body.ts';
import type { PathParams } from './pathPattern.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whether the user may call a route: null when allowed, else the 403 message. */
export type AccessRule = (user: StoredUser) => string | null;

/** What every handler receives. */
export interface BaseContext<P extends string> {
  readonly request: Request;
  readonly url: URL;
  readonly params: PathParams<P>;
  readonly query: URLSearchParams;
  readonly cookies: Readonly<Record<string, string>>;
  readonly backend: MockBackend;
  readonly store: Store;
  /** The session the cookie points at, if any (signed in or not). */
  readonly session: Session | null;
  /** The parsed body (JSON, urlencoded or multipart), read once; bad bodies throw 400/413. */
  body(): Promise<Body>;
  /** A path parameter as a record id; a value that is not a positive integer is a 404. */
  id(name: keyof PathParams<P> & string): number;
  /** The backend clock as an ISO date-time, for created_at and updated_at. */
  nowIso(): string;
  /**
   * Queues a realtime event (decisions §5). It goes out on the bus only if the handler answers
   * with a success status, so a refused write never broadcasts.
   */
  publish(channel: string, event: RealtimeEventName, data: unknown): void;
}

/** What a handler of a signed-in route receives. */
export interface UserContext<P extends string> extends BaseContext<P> {
  readonly session: Session;
  /** The acting user: the impersonated one while impersonating. */
  readonly user: StoredUser;
  /** The user who signed in, whoever they impersonate. */
  readonly realUser: StoredUser;
  readonly impersonation: Impersonation | null;
}

/** What a handler of a public route receives: the user when there is one. */
export interface PublicContext<P extends string> extends BaseContext<P> {
  readonly user: StoredUser | null;
  readonly realUser: StoredUser | null;
  readonly impersonation: Impersonation | null;
}

type Answer = Response | Promise<Response>;

interface RouteOptions<P extends string> {
  readonly method: HttpMethod;
  /** Same-origin path pattern with `:name` parameters, e.g. '/api/brands/:id'. */
  readonly path: P;
  /**
   * Laravel method spoofing: also answer POST carrying `_method` (form field, JSON field or
   * X-HTTP-Method-Override header) equal to this route's method; a POST without it gets 405.
   */
  readonly acceptsMethodOverride?: boolean;
  /** Extra checks on the acting user; answered 403 with the returned message. */
  readonly access?: AccessRule;
  /** Let Read Only users through although the method is unsafe (logout, select, stop impersonating). */
  readonly allowReadOnly?: boolean;
}

/** A route that needs a signed-in session (401 without). */
export interface UserRoute<P extends string = string> extends RouteOptions<P> {
  readonly kind: 'user';
  handle(context: UserContext<P>): Answer;
}

/** A route open without a session (sign-in, password reset); unsafe ones still need XSRF. */
export interface PublicRoute<P extends string = string> extends RouteOptions<P> {
  readonly kind: 'public';
  handle(context: PublicContext<P>): Answer;
}

/** A /__mock control route, or Pusher's HTTP API (signed its own way): no session, no XSRF, no faults. */
export interface ControlRoute<P extends string = string> extends RouteOptions<P> {
  readonly kind: 'control';
  handle(context: PublicContext<P>): Answer;
}

export type AnyRoute = UserRoute<string> | PublicRoute<string> | ControlRoute<string>;

/** Declares a route for signed-in users. */
export function defineRoute<const P extends string>(
  route: Omit<UserRoute<P>, 'kind'>,
): UserRoute<P> {
  return { ...route, kind: 'user' };
}

/** Declares a route open to signed-out users. */
export function definePublicRoute<const P extends string>(
  route: Omit<PublicRoute<P>, 'kind'>,
): PublicRoute<P> {
  return { ...route, kind: 'public' };
}

/** Declares a control route of the fake (/__mock/...). */
export function defineControlRoute<const P extends string>(
  route: Omit<ControlRoute<P>, 'kind'>,
): ControlRoute<P> {
  return { ...route, kind: 'control' };
}

/** Widens a typed route for lists of routes. */
export function anyRoute<P extends string>(
  route: UserRoute<P> | PublicRoute<P> | ControlRoute<P>,
): AnyRoute {
  return route as unknown as AnyRoute;
}
