import { type HTMLAttributes, type ReactNode, type Ref, useLayoutEffect, useRef } from 'react';
import { visuallyHidden } from '../Field/Field.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import {
  type LoadingOverlayVariants,
  loadingOverlay,
  loadingOverlayRoot,
} from './LoadingOverlay.css.ts';

export interface LoadingOverlayProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>,
    LoadingOverlayVariants {
  /** Whether the content is loading: shows the overlay, marks the content busy and inert. */
  isLoading: boolean;
  /**
   * What is loading ("Loading campaign"): the text of the status message screen readers hear.
   * @default 'Loading'
   */
  label?: string | undefined;
  /**
   * Also show the label under the spinner.
   * @default false
   */
  showLabel?: boolean | undefined;
  /**
   * `contained` covers the content it wraps; `fullScreen` the whole window (an app's first load).
   * @default 'contained'
   */
  placement?: LoadingOverlayVariants['placement'];
  /**
   * `opaque` for a first load (nothing worth seeing yet), `translucent` to dim content being
   * reloaded.
   * @default 'opaque'
   */
  backdrop?: LoadingOverlayVariants['backdrop'];
  /**
   * The content underneath: out of reach (inert) while loading.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A full overlay with a spinner over content on its first load (use Skeleton when the shape of the
 * content is known). The content is marked busy and inert; a status message announces the load.
 */
export function LoadingOverlay({
  isLoading,
  label = 'Loading',
  showLabel = false,
  placement,
  backdrop,
  children,
  className,
  ...props
}: LoadingOverlayProps) {
  const content = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Inert content drops focus. Keep what had it, and give it back once loaded, unless the user
  // has moved on meanwhile.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (isLoading) {
      returnFocusTo.current =
        active instanceof HTMLElement && content.current?.contains(active) ? active : null;
      return;
    }
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (previous?.isConnected && (active === null || active === document.body)) {
      previous.focus({ preventScroll: true });
    }
  }, [isLoading]);

  return (
    <div
      {...props}
      data-loading={isLoading || undefined}
      className={cx(loadingOverlayRoot, className)}
    >
      <div ref={content} aria-busy={isLoading || undefined} inert={isLoading}>
        {children}
      </div>
      {/* The status region stays mounted, so screen readers hear the label when loading starts. */}
      <div
        role="status"
        className={isLoading ? loadingOverlay({ placement, backdrop }) : undefined}
      >
        {isLoading && (
          <>
            {/* The status's text is what is announced; the spinner is only its picture. */}
            <span aria-hidden="true">
              <Spinner size="lg" label={label} />
            </span>
            {showLabel ? <span>{label}</span> : <span className={visuallyHidden}>{label}</span>}
          </>
        )}
      </div>
    </div>
  );
}
