import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the floor's build goes (apps/portal/bench/floor/dist). */
export const FLOOR_ROOT = fileURLToPath(new URL('.', import.meta.url));

// The floor app's build: the same Vite, React plugin and target as the portal's.
export default defineConfig({
  root: FLOOR_ROOT,
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2023', outDir: 'dist', emptyOutDir: true },
});
