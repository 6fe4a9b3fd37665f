/** The attribute of the element that each story's screenshot captures (set by ThemeFrame). */
export const SCREENSHOT_ROOT = 'data-screenshot-root';
