import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type HTMLAttributes, type Ref, useEffect, useRef } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { IconButton } from '../IconButton/IconButton.tsx';
import { getPageItems } from './getPageItems.ts';
import {
  type PaginationVariants,
  pagination,
  paginationGap,
  paginationPage,
} from './Pagination.css.ts';

export interface PaginationProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onChange'>,
    PaginationVariants {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; one or none shows a lone page 1. */
  pageCount: number;
  /** Called with the page to show; the app moves `page` (e.g. the `page` query state). */
  onPageChange: (page: number) => void;
  /**
   * Pages shown on each side of the current one, between the first and the last.
   * @default 1
   */
  siblings?: number | undefined;
  /**
   * The navigation landmark's accessible name; name it after the list when a page has several.
   * @default 'Pagination'
   */
  label?: string | undefined;
  /**
   * Disables every button, e.g. while the page loads.
   * @default false
   */
  isDisabled?: boolean | undefined;
  /**
   * Button height: sm 28 px, md 32 px.
   * @default 'md'
   */
  size?: PaginationVariants['size'];
  /**
   * The root `<nav>`.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}

/**
 * Page numbers with previous and next buttons, in a navigation landmark; the current page is
 * marked with `aria-current="page"`.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label = 'Pagination',
  isDisabled = false,
  size,
  className,
  ...props
}: PaginationProps) {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const currentButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pressed = useRef(false);

  // Reaching the first or last page disables the button just pressed, which drops focus: move it
  // to the current page instead, so keyboard users keep their place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      (list.current?.contains(active) && active.hasAttribute('disabled'));
    if (lost) currentButton.current?.focus();
  }, [current]);

  const go = (target: number) => {
    if (target === current || target < 1 || target > last) return;
    pressed.current = true;
    onPageChange(target);
  };
  const buttonSize = size ?? 'md';

  return (
    <nav {...props} aria-label={label} className={className}>
      <ul ref={list} className={pagination({ size })}>
        <li>
          <IconButton
            label="Previous page"
            icon={<ChevronLeft />}
            size={buttonSize}
            isDisabled={isDisabled || current <= 1}
            onPress={() => go(current - 1)}
          />
        </li>
        {getPageItems(current, last, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <RACButton
                {...(item === current ? { ref: currentButton, 'aria-current': 'page' } : {})}
                aria-label={`Page ${item}`}
                isDisabled={isDisabled}
                onPress={() => go(item)}
                className={paginationPage({ size })}
              >
                {item}
              </RACButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={paginationGap}>
              …
            </li>
          ),
        )}
        <li>
          <IconButton
            label="Next page"
            icon={<ChevronRight />}
            size={buttonSize}
            isDisabled={isDisabled || current >= last}
            onPress={() => go(current + 1)}
          />
        </li>
      </ul>
    </nav>
  );
}
