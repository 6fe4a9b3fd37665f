import { canImpersonate, type UserProfile } from '@airtime/domain';
import type { ApiError } from '../http/ApiError.ts';
import { useSessionContext } from '../session/SessionProvider.tsx';
import type { ImpersonationStartOptions } from '../session/types.ts';
import { useSessionState } from './useSession.ts';
import { useSessionAction } from './useSessionAction.ts';

export interface ImpersonationOptions {
  /** Called once an impersonation has ended; the portal reloads to agency-home here (spec §4). */
  readonly onStopped?: () => void;
}

export interface ImpersonationView {
  readonly isImpersonating: boolean;
  /** The account menu offers Impersonate: allowed, and not impersonating already. */
  readonly canImpersonate: boolean;
  /**
   * Acts as user `userId` from now on (the token goes out as x-impersonate-token); with
   * `reloading`, the app reloads next and the page on screen stays the real user's.
   */
  start(userId: number, options?: ImpersonationStartOptions): Promise<UserProfile>;
  /** Ends the impersonation on the server and here, then calls onStopped. */
  stop(): Promise<void>;
  readonly isPending: boolean;
  /**
   * The last start's or stop's failure, e.g. the 403 for a user who cannot be impersonated; one
   * not the API's comes wrapped, kind `unknown`.
   */
  readonly error: ApiError | undefined;
}

/**
 * Impersonation on or off (spec §4, §6): start keeps the token and loads the impersonated user as
 * the profile; stop calls the stop endpoint, clears the token and reloads the own profile.
 *
 * ```ts
 * const { isImpersonating, start, stop } = useImpersonation({ onStopped: () => location.assign('/agency/home') });
 * ```
 */
export function useImpersonation(options: ImpersonationOptions = {}): ImpersonationView {
  const session = useSessionContext();
  const { profile, isImpersonating } = useSessionState();
  const { onStopped } = options;
  const action = useSessionAction(
    async (change: 'start' | 'stop', userId?: number, start?: ImpersonationStartOptions) => {
      if (change === 'start') return session.startImpersonation(userId as number, start);
      await session.stopImpersonation();
      onStopped?.();
      return null;
    },
  );
  return {
    isImpersonating,
    canImpersonate: profile !== null && canImpersonate(profile),
    start: async (userId, start) => (await action.run('start', userId, start)) as UserProfile,
    stop: async () => {
      await action.run('stop');
    },
    isPending: action.isPending,
    error: action.error,
  };
}
