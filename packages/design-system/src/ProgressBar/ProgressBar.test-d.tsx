// Type-level checks, run by `pnpm typecheck`: a progress bar must say what is in progress.
import { ProgressBar } from './ProgressBar.tsx';

// @ts-expect-error: `label` is required; the navigation bar shows no text at all.
export const withoutLabel = <ProgressBar variant="navigation" />;

// @ts-expect-error: the name is `label`, not a raw aria-label that could be left out.
export const withAriaLabel = <ProgressBar aria-label="Loading page" value={40} />;

export const navigation = <ProgressBar variant="navigation" label="Loading page" />;
export const determinate = <ProgressBar label="Importing airings" value={40} />;
