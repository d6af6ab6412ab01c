// Three projects: the server's integration suite on a real database, and the app's and the
// booking page's unit and component tests in jsdom with msw. Playwright runs the end-to-end suite separately.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['tests/setup/app-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'portal',
          environment: 'jsdom',
          include: ['portal/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/portal-setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
