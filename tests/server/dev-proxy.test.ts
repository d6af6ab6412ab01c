// `npm run dev` with another PORT: Vite's dev server must send the API calls to the
// port the API server listens on, not to 3000; API_URL still wins when given.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function proxyTarget(env: Record<string, string | undefined>): Promise<unknown> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import('../../vite.config');
  return (config as { server?: { proxy?: Record<string, unknown> } }).server?.proxy?.['/api'];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the dev server proxy', () => {
  it('follows PORT, and API_URL when set', async () => {
    expect(await proxyTarget({ PORT: '4123', API_URL: undefined })).toBe('http://localhost:4123');
    expect(await proxyTarget({ PORT: undefined, API_URL: undefined })).toBe(
      'http://localhost:3000',
    );
    expect(await proxyTarget({ PORT: '4123', API_URL: 'http://127.0.0.1:9000' })).toBe(
      'http://127.0.0.1:9000',
    );
  });
});
