// A change the outbox cannot send (the server is unreachable), so it stays pending for the test.
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import { outbox } from '../../src/lib/offline/outbox';

export async function queueUnsentChange(server: SetupServer): Promise<void> {
  server.use(http.put('/api/service_interval/update', () => HttpResponse.error()));
  const result = await outbox.submit({
    kind: 'settings.serviceInterval',
    label: 'Service interval: 30 minutes',
    method: 'PUT',
    path: '/api/service_interval/update',
    body: { kind: 'json', json: { id: 1, intervalTypeID: 3 } },
  });
  expect(result).toEqual({ status: 'pending' });
}
