import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';

// Spec §2 'Layouts': the agencies, brands and creators lists are kept when the user leaves them.
// Their filters and sort live in the URL and their loaded pages in SWR's cache (useSWRInfinite
// keeps the page count per key); this module keeps the rest: the URL to come back to when a menu
// links to the bare list, and where the page and the table were scrolled.

interface KeptState {
  search: string;
  pageScroll: number;
  tableScroll: number;
}

/** One entry per list path, for the life of the page (a reload starts afresh, as a new visit). */
const kept = new Map<string, KeptState>();

/** Forgets every kept list (between tests; after signing out). */
export function forgetKeptLists(): void {
  kept.clear();
}

function entryFor(path: string): KeptState {
  let entry = kept.get(path);
  if (entry === undefined) {
    entry = { search: '', pageScroll: 0, tableScroll: 0 };
    kept.set(path, entry);
  }
  return entry;
}

/**
 * Around a kept list: arriving on the bare path after a visit with filters or a sort, it puts
 * that URL back before the list renders (so no query starts for the bare one), then remembers
 * each change of the URL.
 */
export function KeptListUrl({ children }: { readonly children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Decided once, on arrival.
  const [restoreTo] = useState(() => {
    const saved = kept.get(pathname)?.search ?? '';
    return search === '' && saved !== '' ? saved : null;
  });
  const isRestoring = restoreTo !== null && search === '';

  useEffect(() => {
    if (isRestoring) void navigate({ pathname, search: restoreTo ?? '' }, { replace: true });
  }, [isRestoring, navigate, pathname, restoreTo]);

  useEffect(() => {
    if (!isRestoring) entryFor(pathname).search = search;
  }, [isRestoring, pathname, search]);

  return isRestoring ? null : children;
}

/** The element that scrolls the page around `element`: a scrolling ancestor, else the document. */
function pageScrollerOf(element: Element): Element {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Keeps where a list was scrolled: put the ref on an element around its table, and say whether
 * its rows are shown; the page's and the table's scroll come back once they are.
 */
export function useKeptScroll(hasRows: boolean): RefObject<HTMLDivElement | null> {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement | null>(null);

  // Scroll events do not bubble, but they can be caught on the way down.
  useEffect(() => {
    const onScroll = (event: Event) => {
      const container = ref.current;
      const target = event.target;
      if (container === null) return;
      if (target instanceof Element && container.contains(target)) {
        entryFor(pathname).tableScroll = target.scrollTop;
      } else if (target === document || (target instanceof Element && target.contains(container))) {
        entryFor(pathname).pageScroll = pageScrollerOf(container).scrollTop;
      }
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [pathname]);

  const restored = useRef(false);
  useLayoutEffect(() => {
    const container = ref.current;
    if (restored.current || !hasRows || container === null) return;
    restored.current = true;
    const entry = kept.get(pathname);
    if (entry === undefined) return;
    const { pageScroll, tableScroll } = entry;
    const restore = () => {
      if (!container.isConnected) return;
      pageScrollerOf(container).scrollTop = pageScroll;
      const grid = container.querySelector('[role="grid"]');
      if (grid !== null) grid.scrollTop = tableScroll;
    };
    restore();
    // Again after the frame: a layout's scroll-to-top on navigation runs after this effect.
    requestAnimationFrame(restore);
  }, [hasRows, pathname]);

  return ref;
}
