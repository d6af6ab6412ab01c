// The app's build: file routes with one chunk per screen, React, the service worker and its
// manifest, and a dev proxy to the API server.
import fs from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { builtAssetsCompression } from './vite.compression';
import { precompiledMessages } from './vite.precompiled-messages';

// `npm run dev` starts the API server on PORT (3000 unless set): the dev server's proxy follows it.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const manifest = JSON.parse(
  fs.readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>;

/** Mantine's components built on Floating UI, and what pulls it in (vite.config.ts, chunks). */
const FLOATING_MANTINE =
  /components[\\/](Popover|Menu|Combobox|Tooltip|ScrollArea|FocusTrap)[\\/]|utils[\\/]Floating[\\/]/;

export default defineConfig({
  // The import aliases are tsconfig.json's paths (docs/architecture.md, Layout and import rules).
  resolve: { tsconfigPaths: true },
  plugins: [
    // Before react(): it rewrites route files into lazily loaded chunks. Loaders are split too:
    // they pull in their feature's query options, contract schemas and zod, which would otherwise
    // sit in the entry chunk of every screen, /login included.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    // The catalogs as ICU syntax trees, and no ICU parser in the app (docs/decisions.md, Languages).
    precompiledMessages(),
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
    // The worker (sw.js), built apart by VitePWA, is sent as it is.
    builtAssetsCompression(),
    {
      // The booking page is its own build (vite.portal.config.ts); in development this server
      // serves its page for /book/..., as the API server does for the built one.
      name: 'booking-page-in-development',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url?.startsWith('/book/')) request.url = '/portal.html';
          next();
        });
      },
    },
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
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: each file is compressed on its own, and the login screen was
        // fetching about forty, a tenth of its gzipped JavaScript spent on repeated dictionaries
        // and import glue (bench/README.md, Route weight).
        codeSplitting: {
          groups: [
            // Everything the entry imports statically: every screen loads all of it anyway.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // Mantine's primitives (Box, Text, Group, Button, Input, ...) that most screens use;
            // a component only a few screens share (Select, Table) keeps its own chunk. So do
            // the floating ones, shared or not (Popover, Menu, Combobox, Tooltip, ScrollArea: they
            // bring Floating UI, about 20 kB gzip): the public screens load their menus on first
            // use (src/components/layout/deferred-menus.tsx) and must not get them with this chunk.
            {
              name: 'mantine',
              test: (id) =>
                /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/.test(id) &&
                !FLOATING_MANTINE.test(id),
              minShareCount: 13,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
