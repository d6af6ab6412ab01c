// The app's build: file routes with one chunk per screen, React, the service worker and its
// manifest, and a dev proxy to the API server.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const manifest = JSON.parse(
  fs.readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
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
    // A .br and a .gz beside each text file of the build, at the highest levels (done once here;
    // the server compresses no file per request): it sends the one a request accepts
    // (server/app.ts, `preCompressed`). Source maps are left out, and so is a file compression
    // would not shrink. The worker (sw.js), built apart by VitePWA, is sent as it is.
    compression({
      include: /\.(js|css|html|svg|webmanifest|json|txt)$/,
      threshold: 0,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
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
            // a component only a few screens share (Popover, Select, Table) keeps its own chunk.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
              minShareCount: 10,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
