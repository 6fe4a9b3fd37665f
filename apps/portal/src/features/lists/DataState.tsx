import { ErrorState, Skeleton } from '@airtime/design-system';
import type { ReactNode } from 'react';

/**
 * A part of a page that waits on data: skeletons in its shape (or its own placeholder) while
 * loading, the error with 'Try again' when the load failed, else its content.
 */
export function DataState({
  isLoading,
  error,
  onRetry,
  what,
  shape = 'rect',
  placeholder,
  children,
}: {
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  readonly onRetry: () => void;
  /** What failed to load, in words: 'events', 'payment preferences'. */
  readonly what: string;
  readonly shape?: 'rect' | 'table' | 'text';
  /**
   * What shows while loading instead of a skeleton of `shape`: the content's parts in their own
   * loading states, as tall as they will be, so that nothing below moves when the data come.
   */
  readonly placeholder?: ReactNode;
  readonly children: ReactNode;
}) {
  if (error !== undefined) {
    return (
      <ErrorState
        size="sm"
        title={`The ${what} could not be loaded.`}
        description={error.message}
        action={{ label: 'Try again', onPress: onRetry }}
      />
    );
  }
  if (isLoading) return placeholder ?? <Skeleton shape={shape} label={`Loading ${what}`} />;
  return <>{children}</>;
}
