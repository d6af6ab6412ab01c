// The msw server a component test file talks to. Not named `use…`: it registers vitest hooks and
// is called at a module's top level, where the React hooks lint rule would refuse a hook.
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Creates an msw server with `handlers` as its defaults and registers the file's hooks: listen
 * before all tests, go back to the defaults after each, close after all. Tests add their own
 * answers with `server.use(...)`.
 */
export function setupMswServer(...handlers: Parameters<typeof setupServer>): SetupServer {
  const server = setupServer(...handlers);
  // A request no handler answers fails the test rather than reaching the network.
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
