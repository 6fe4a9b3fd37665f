import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Packing and installing take a while on a busy 2-core machine; each file installs once.
    testTimeout: 240_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
