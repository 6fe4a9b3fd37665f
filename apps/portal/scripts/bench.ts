// `pnpm bench` for the portal: route sizes and Lighthouse scores (e2e/bench.ts), then a thread of
// 5,000 messages opened and scrolled through in Chromium (e2e/benchThread.ts).
import '../e2e/bench.ts';
import '../e2e/benchThread.ts';
