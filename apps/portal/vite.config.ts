import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPlugin } from './vite/apiPlugin.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), apiPlugin()],
  build: { target: 'es2023', sourcemap: true },
});
