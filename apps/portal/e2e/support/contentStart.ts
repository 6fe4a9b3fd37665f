import type { Page } from 'playwright-core';

// Where a page's content starts (issue 24, page anatomy): content begins within about 160 px of
// the top at desktop width, under the shell's header, the page's header and its tabs. The portal
// marks it: the selected tab's panel carries `data-page-content` (RouteTabs) and a page's column
// `data-page` (Page), its title row or record header `data-page-header` (PageHeader, the records'
// RecordHeader). Meant for every route and persona (the matrix), so it copes with pages without
// tabs, redirects (measure after the page settles), empty and error states, and pages outside the
// shell (sign-in, legal). A status page (not found, an error: ErrorMessage, `data-page-status`) is
// one centred message and nothing else, so it has no content start: contentTop gives null.

/** The most a desktop page's content may start below the top of the viewport, in CSS px. */
export const MAX_CONTENT_TOP = 160;

/**
 * The top of a page's content in CSS px from the top of the document (the viewport's top when
 * the page is not scrolled): the content box of the innermost visible `[data-page-content]`
 * (the selected tab's panel, nested for a second level), or else the first visible element of
 * the page's column after its header and tabs, or else the top of the page's column or `main`.
 * Null on a status page (`data-page-status`). Call it once the page has settled (waitForSettled).
 */
export async function contentTop(page: Page): Promise<number | null> {
  await page.waitForFunction(() => document.readyState !== 'loading');
  return page.evaluate(() => {
    if (document.querySelector('[data-page-status]') !== null) return null;
    const isShown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      // Visually hidden elements (1 px, clipped) and empty ones do not count as content.
      if (rect.width <= 1 || rect.height <= 1) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const top = (element: Element) => element.getBoundingClientRect().top + window.scrollY;
    const contentBoxTop = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        top(element) + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.paddingTop)
      );
    };

    // 1. The marker: the innermost shown one (a record's reports sit in its sections' panel).
    const markers = [...document.querySelectorAll('[data-page-content]')].filter(isShown);
    const innermost = markers.filter(
      (marker) => !markers.some((other) => other !== marker && marker.contains(other)),
    );
    const marker = innermost.at(-1);
    if (marker !== undefined) return contentBoxTop(marker);

    // 2. No marker: the first shown child of the page's column after its header and tabs.
    const root =
      document.querySelector('main [data-page]') ??
      document.querySelector('[data-page]') ??
      document.querySelector('main') ??
      document.body;
    const isChrome = (element: Element) =>
      element.matches(
        'h1, [data-page-header], header, [role="tablist"], nav[aria-label*="readcrumb" i]',
      );
    // A wrapper holding the page's h1 or tabs is not content itself: look inside it.
    const wrapsChrome = (element: Element) =>
      element.querySelector('h1, [data-page-header], [role="tablist"]') !== null;
    const startIn = (parent: Element, depth: number): number | undefined => {
      for (const child of [...parent.children].filter(isShown)) {
        if (isChrome(child)) continue;
        if (depth < 8 && wrapsChrome(child)) {
          const inner = startIn(child, depth + 1);
          if (inner !== undefined) return inner;
          continue;
        }
        return top(child);
      }
      return undefined;
    };
    const start = startIn(root, 0);
    if (start !== undefined) return start;
    // 3. Nothing after the header (an empty page): content would start under the last chrome.
    const shown = [...root.querySelectorAll('h1, [data-page-header], [role="tablist"]')].filter(
      isShown,
    );
    const last = shown.at(-1);
    return last === undefined
      ? contentBoxTop(root)
      : last.getBoundingClientRect().bottom + window.scrollY;
  });
}
