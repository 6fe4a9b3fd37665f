import type { Page } from 'playwright-core';

/**
 * Why the page scrolls sideways, or nothing when it does not: an empty list when
 * `document.documentElement.scrollWidth <= innerWidth`; otherwise the widest elements that reach
 * past the window's right edge (or start left of it), outermost first, each as a short selector,
 * its text and its edges, so a failure says what is too wide. Elements inside a container that
 * clips or scrolls them and itself fits (a table's own scroll area, a carousel) are left out:
 * that scroll is deliberate. At most `limit` are listed.
 */
export async function sidewaysOverflow(page: Page, limit = 5): Promise<string[]> {
  return page.evaluate((max) => {
    const root = document.documentElement;
    const width = window.innerWidth;
    if (root.scrollWidth <= width) return [];
    const reaches = (rect: DOMRect) =>
      rect.width > 1 && (rect.right > width + 0.5 || rect.left < -0.5);
    /** A container between the element and the page that clips or scrolls it and fits itself. */
    const isContained = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== root;
        parent = parent.parentElement
      ) {
        const { overflowX, position } = getComputedStyle(parent);
        if (position === 'fixed') return true;
        if (overflowX !== 'visible' && !reaches(parent.getBoundingClientRect())) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const role = element.getAttribute('role');
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const label = element.getAttribute('aria-label');
      const text = (label ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const rect = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}${classes} "${text}" (${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width})`;
    };
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (!reaches(rect)) continue;
      if (getComputedStyle(element).position === 'fixed' || isContained(element)) continue;
      // The outermost: its parent fits, so this is where the page first grows too wide.
      const parent = element.parentElement;
      if (parent && parent !== document.body && reaches(parent.getBoundingClientRect())) continue;
      offenders.push(element);
    }
    const widest = offenders
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, max)
      .map(describe);
    return widest.length > 0
      ? widest
      : [`the page is ${root.scrollWidth} px wide in a ${width} px window`];
  }, limit);
}
