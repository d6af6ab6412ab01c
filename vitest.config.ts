// Three projects: the server's integration suite on a real database, and the app's and the
// booking page's unit and component tests in jsdom with msw. Playwright runs the end-to-end suite separately.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Both cores: Vitest's default is one fewer than the machine has, which on these 2-core
    // machines is one worker, and the suite took twice as long as it must (tests/README.md, Time
    // in CI). Every test waits on conditions, not time, so a busier machine may not fail it.
    maxWorkers: 2,
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/engines/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { tsconfigPaths: true },
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
        resolve: { tsconfigPaths: true },
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
