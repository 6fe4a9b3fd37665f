import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { portalVanillaExtract } from './vite/vanillaExtract.ts';

export default defineConfig({
  plugins: [react(), portalVanillaExtract()],
  test: {
    // expect.poll gives up after 1 s by default; what the inbox tests and journeys poll for (a
    // server's answer, a toast) can take longer on a busy machine. It ends as soon as it passes.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // Files share their worker's modules and jsdom page, so the app loads once per worker, not
          // once per file (about 12 CPU-minutes down to 3); setup.ts resets what a file leaves behind.
          isolate: false,
          testTimeout: 45_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['vite/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          // A preview server in front of its own fake per worker (each file resets its data).
          globalSetup: ['e2e/globalSetup.ts'],
          // Two files at a time (globalSetup's E2E_WORKERS), each with one Chromium: the journeys
          // mostly wait on the browser, so two overlap well on 2 cores. After the unit project, so
          // jsdom tests never compete with the browsers for the CPU.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // The matrix's personas run two at a time: one page each, two renderer processes.
          maxConcurrency: 2,
          // A journey takes 5-20 s; the margin is for a busy machine (a passing run never waits it).
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
