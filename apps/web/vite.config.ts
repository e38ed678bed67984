import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads the manifest to report and preload what the landing page needs.
    manifest: true,
  },
  server: {
    // `npm run dev -w @vitalia/web` proxies the API to a server started with `npm start`.
    proxy: {
      '/health-users': 'http://localhost:3000',
      '/health-metrics': 'http://localhost:3000',
      '/health-payments': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
