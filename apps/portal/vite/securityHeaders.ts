import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PRELOAD_SCRIPT } from './pathPreloads.ts';

// The headers every response of the built portal carries (issue 21), written once: `vite preview`
// and so the end-to-end tests send them (securityHeadersPlugin), and deploy/nginx.conf holds the
// same lines (a test compares them). The one inline script, index.html's path preloads, and the
// one style element React Aria adds are allowed by their hashes; everything else the pages load
// comes from their own origin.

/**
 * The one style element the pages add: React Aria's usePress puts it in the head once (its text
 * as react-aria 1.x writes it; the end-to-end tests fail on any violation if that changes).
 */
export const REACT_ARIA_PRESS_STYLE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/** The CSP source for an inline script's or style element's exact text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface SecurityHeaderOptions {
  /**
   * Origins beyond the portal's own that the page may connect to: a realtime socket on another
   * host (`wss://ws-eu.pusher.com`), the page-metrics IP lookup. Space-separated in CSP_CONNECT_SRC.
   */
  readonly connectSources?: readonly string[];
}

/** The Content-Security-Policy, directive by directive. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", inlineHash(PRELOAD_SCRIPT)],
    'style-src': ["'self'", inlineHash(REACT_ARIA_PRESS_STYLE)],
    // Avatars and logos may be any https image a user gave; previews are blobs and data URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.connectSources ?? [])],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header, by name. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Older browsers' frame protection; CSP frame-ancestors is the modern one.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** The connect sources CSP_CONNECT_SRC names (space-separated), for the preview server. */
export function connectSourcesFromEnv(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((source) => source !== '');
}

/** Sends the security headers on every answer of `vite preview` (the built portal). */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'airtime-security-headers',
    configurePreviewServer(server) {
      const headers = securityHeaders({
        connectSources: connectSourcesFromEnv(process.env.CSP_CONNECT_SRC),
      });
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
