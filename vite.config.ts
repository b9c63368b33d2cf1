import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    // In development the API runs on :3000 (npm run dev); Host is kept so the same-origin check holds.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
