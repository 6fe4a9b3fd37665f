/** What the server said when it refused an invite request. */
export interface SignupFailure {
  readonly message: string;
  readonly errors?: Readonly<Record<string, readonly string[]>> | undefined;
}

/** The toast for a refused invite request, or null when the errors belong inline (spec §8). */
export function getSignupFailureToast(failure: SignupFailure): string | null {
  const recaptcha = failure.errors?.recaptcha?.[0];
  if (recaptcha !== undefined) return recaptcha;
  const hasFieldErrors = Object.values(failure.errors ?? {}).some(
    (messages) => messages.length > 0,
  );
  return hasFieldErrors ? null : failure.message;
}
