let supported: boolean | undefined;

/**
 * The browser sizes a text area to its content itself (CSS `field-sizing: content`: Chromium 123+,
 * Safari 26.2+). Asked once.
 */
export function supportsFieldSizing(): boolean {
  supported ??= typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');
  return supported;
}
