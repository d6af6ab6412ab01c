// The app's build: file routes with one chunk per screen, React, the service worker and its
// manifest, and a dev proxy to the API server.
import fs from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const manifest = JSON.parse(
  fs.readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  plugins: [
    // Before react(): it rewrites route files into lazily loaded chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/service-worker.ts) to prompt for updates.
      injectRegister: false,
      manifest,
      includeAssets: ['icons/apple-touch-icon.png', 'icons/favicon-64.png'],
      injectManifest: {
        // Every screen is its own chunk and all must open offline; the calendar chunk is the largest.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  define: {
    // Persisted query caches from another version are dropped (src/app/query-client.ts).
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
  },
  build: {
    sourcemap: true,
  },
});
