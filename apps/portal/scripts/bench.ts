// `pnpm bench` for the portal: route sizes and Lighthouse scores (see e2e/bench.ts).
import '../e2e/bench.ts';
