import { type HTMLAttributes, type Ref, useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { cx } from '../utils/cx.ts';
import { type LoadMoreVariants, loadMore, loadMoreButton, loadMoreEnd } from './LoadMore.css.ts';

export interface LoadMoreProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>,
    LoadMoreVariants {
  /** Loads the next page; called on press, or when scrolled into view with `autoLoad`. */
  onLoadMore: () => void;
  /**
   * Whether the next page is loading: the button shows its spinner, keeps focus and ignores
   * presses, and auto-load waits.
   * @default false
   */
  isLoading?: boolean | undefined;
  /**
   * Whether there is more to load; when false the button gives way to `endLabel`.
   * @default true
   */
  hasMore?: boolean | undefined;
  /**
   * Also load when the button scrolls into view (infinite scroll). The button stays, for the
   * keyboard and for when the observer is not supported.
   * @default false
   */
  autoLoad?: boolean | undefined;
  /**
   * How early auto-load starts, as an IntersectionObserver root margin: '200px' loads when the
   * button is within 200 px of the viewport.
   * @default '200px'
   */
  rootMargin?: string | undefined;
  /**
   * The button's text.
   * @default 'Load more'
   */
  label?: string | undefined;
  /**
   * What the spinner says while loading.
   * @default 'Loading more'
   */
  pendingLabel?: string | undefined;
  /**
   * Shown once everything is loaded ("No more airings"); nothing when absent.
   * @default undefined
   */
  endLabel?: string | undefined;
  /**
   * `fill` stretches the button across its list.
   * @default 'auto'
   */
  width?: LoadMoreVariants['width'];
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/** A "Load more" button for lists that grow, which can also load by itself when scrolled to. */
export function LoadMore({
  onLoadMore,
  isLoading = false,
  hasMore = true,
  autoLoad = false,
  rootMargin = '200px',
  label = 'Load more',
  pendingLabel = 'Loading more',
  endLabel,
  width,
  className,
  ref,
  ...props
}: LoadMoreProps) {
  const root = useRef<HTMLDivElement | null>(null);
  const setRoot = (node: HTMLDivElement | null) => {
    root.current = node;
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
  };
  // Always the latest callback, without restarting the observer on every render.
  const load = useEffectEvent(() => onLoadMore());

  // A fresh observer whenever loading ends reports at once whether the button is still in view,
  // so a short page keeps loading until it fills the screen or runs out.
  useEffect(() => {
    const target = root.current;
    if (
      !autoLoad ||
      isLoading ||
      !hasMore ||
      !target ||
      typeof IntersectionObserver === 'undefined'
    ) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, isLoading, hasMore, rootMargin]);

  return (
    <div {...props} ref={setRoot} className={cx(loadMore({ width }), className)}>
      {hasMore ? (
        <Button
          className={loadMoreButton}
          isPending={isLoading}
          pendingLabel={pendingLabel}
          onPress={onLoadMore}
        >
          {label}
        </Button>
      ) : (
        endLabel && <p className={loadMoreEnd}>{endLabel}</p>
      )}
    </div>
  );
}
