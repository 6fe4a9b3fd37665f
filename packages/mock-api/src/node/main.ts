// `pnpm --filter @airtime/mock-api serve`: starts the local server until Ctrl+C.

import { PUSHER_APP, startMockApiServer } from './server.ts';

const server = await startMockApiServer();
const { scale, seed, referenceDate } = server.backend.store.seedInfo;
console.log(
  `[mock-api] listening on ${server.url} (scale ${scale}, seed ${seed}, reference day ${referenceDate})`,
);
console.log(
  `[mock-api] fake Pusher on ${server.url.replace(/^http/, 'ws')}/app/${PUSHER_APP.key} (key ${PUSHER_APP.key})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().then(() => process.exit(0));
  });
}
