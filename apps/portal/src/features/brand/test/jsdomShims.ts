let shimmed = false;

/**
 * jsdom lays nothing out: ResizeObserver is missing and every size is 0, so the Table's
 * virtualizer would show no rows. Grids get a screenful of height, as in a browser.
 */
export function installJsdomShims() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  if (shimmed) return;
  shimmed = true;
  const size = (grid: number) =>
    function (this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? grid : 0;
    };
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: size(800),
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: size(1200),
  });
}
