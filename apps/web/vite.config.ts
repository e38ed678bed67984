import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads the manifest to preload and link what a pre-rendered page needs. The server-side
    // build (entry-server.tsx, for pre-rendering) needs neither a manifest nor the public files.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The app (index.html), and the small script of the pages the server renders (src/boot.ts).
      input: isSsrBuild ? undefined : { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: {
          // The query layer as one chunk that every member page shares, rather than a split per
          // combination of hooks each page happens to use (each split is one more entry in the landing
          // page's preload map).
          groups: [
            {
              name: 'react-query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
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
}));
