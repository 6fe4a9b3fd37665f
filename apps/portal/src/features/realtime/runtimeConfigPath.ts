/**
 * The deployment's runtime settings, next to index.html: `{ "realtime": { "key": …, … } }`
 * (realtimeConfig.ts). The dev and preview servers answer it for the fake (vite/apiPlugin.ts).
 */
export const RUNTIME_CONFIG_PATH = '/airtime-config.json';
