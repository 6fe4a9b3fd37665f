// Type-level checks, run by `pnpm typecheck`: only a critical banner may be strong.
import { Banner } from './Banner.tsx';

// @ts-expect-error: a solid banner is the one loud thing, reserved for `critical`.
export const strongInfo = <Banner tone="info" emphasis="strong" title="Heads up" />;

// @ts-expect-error: the default tone (info) cannot be strong either.
export const strongDefault = <Banner emphasis="strong" title="Heads up" />;

export const strongCritical = <Banner tone="critical" emphasis="strong" title="Impersonation on" />;
export const subtleWarning = <Banner tone="warning" emphasis="subtle" title="Unsaved changes" />;
