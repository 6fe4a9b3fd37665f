import type { ManagedModalProps } from '@airtime/design-system';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';

/**
 * A registry entry whose modal loads when first opened, so its code stays out of the pages'
 * chunks (and of the sign-in route's). A function component, so that one with props of its own
 * still fits the registry's `ComponentType<never>` (a class's defaultProps would not).
 */
export function lazyModal<P extends ManagedModalProps>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const Loaded = lazy(async () => ({ default: await load() }));
  const Lazy = Loaded as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per registry entry when the module loads, never during a render.
  return function LazyModal(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
