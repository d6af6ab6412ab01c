// The public booking page's build (docs/architecture.md, Booking portal): its own entry, built
// after the back office into the same dist/ (portal.html and assets/portal-*), sharing no chunk
// with it, so a client's phone loads only the portal's own code and the back office's service
// worker never precaches it (its manifest is written by the first build, before these files exist).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { builtAssetsCompression } from './vite.compression';

export default defineConfig({
  // The import aliases are tsconfig.json's paths (docs/architecture.md, Layout and import rules).
  resolve: { tsconfigPaths: true },
  plugins: [react(), builtAssetsCompression()],
  build: {
    // The back office's build has just written dist/: keep it.
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: 'portal.html',
      output: {
        entryFileNames: 'assets/portal-[hash].js',
        chunkFileNames: 'assets/portal-[name]-[hash].js',
        assetFileNames: 'assets/portal-[hash][extname]',
      },
    },
  },
});
