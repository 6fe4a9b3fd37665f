// `pnpm bench` for the portal: issue 17's pages loaded cold next to the floor app, with Lighthouse
// (e2e/benchLoads.ts); every route's size (e2e/benchRoutes.ts); then a thread of 5,000 messages
// opened and scrolled through in Chromium (e2e/benchThread.ts); then Export CSV of the largest
// events list at scale large (e2e/benchExport.ts).
import '../e2e/benchLoads.ts';
import '../e2e/benchRoutes.ts';
import '../e2e/benchThread.ts';
import '../e2e/benchExport.ts';
