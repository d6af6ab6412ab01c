import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import type { Service } from '@contract/catalogue';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { createTestQueryClient, renderApp } from '@tests/setup/render-app';
import { currentUserQueryOptions } from '@/lib/session/current-user';
import { setToken } from '@/lib/session/token-store';
import { errorAnswer, referenceHandlers } from '../testing/catalogue-fixtures';
import { CreateServiceScreen } from './create-service-screen';

const server = setupMswServer(...referenceHandlers);
afterEach(() => {
  notifications.clean();
});
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));

const PATH = '/catalogue/create-service';

const created: Service = {
  sid: 99,
  serviceName: 'Balayage',
  categoryTypeID: 2,
  hrs: 1,
  min: 30,
  price: 45.5,
  priceTypeName: 'Fixed',
};

/** Records every create call; answers with `answer` or a created service. */
function serveCreate(answer?: () => Response) {
  const calls: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post('/api/services/create', async ({ request }) => {
      calls.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return answer ? answer() : HttpResponse.json(created, { status: 201 });
    }),
  );
  return calls;
}

// Labels of required fields end with Mantine's asterisk.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

async function fillForm(priceType = 'Fixed', price = '45.50') {
  const user = userEvent.setup({ delay: null });
  // Pasting keeps these tests quick; typing key by key re-renders the whole form each time.
  const enter = async (label: string, text: string) => {
    await user.click(field(label));
    await user.paste(text);
  };
  await screen.findByRole('heading', { name: 'Pricing and Duration' });
  await enter('Service name', 'Balayage');
  await user.selectOptions(field('Category'), 'Colour');
  await user.selectOptions(field('Service available for'), 'Women');
  await enter('Service description', 'Hand-painted highlights');
  await enter('Aftercare description', 'Use a sulphate-free shampoo');
  await user.selectOptions(field('Duration'), '1 hr 30 min');
  await user.selectOptions(field('Price type'), priceType);
  if (price) await enter('Price', price);
  return user;
}

describe('CreateServiceScreen', () => {
  it('fills its selects from the option lists, each starting empty', async () => {
    renderApp(<CreateServiceScreen />, { path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'Create service' });
    const options = (label: string) =>
      Array.from((field(label) as HTMLSelectElement).options).map((o) => o.textContent);
    await waitFor(() =>
      expect(options('Category')).toEqual(['Select a category', 'Haircuts', 'Colour']),
    );
    expect(options('Service available for')).toEqual(['Select who it is for', 'Everyone', 'Women']);
    expect(options('Duration')).toEqual(['Select a duration', '30 min', '1 hr', '1 hr 30 min']);
    expect(options('Price type')).toEqual(['Select a price type', 'Fixed', 'From', 'Free']);
    for (const label of ['Category', 'Service available for', 'Duration', 'Price type']) {
      expect(field(label)).toHaveValue('');
      expect(field(label)).toBeRequired();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Basic info' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/catalogue/services',
    );
  });

  it('refuses to save with required fields empty, and makes no call', async () => {
    const calls = serveCreate();
    renderApp(<CreateServiceScreen />, { path: PATH });
    await screen.findByRole('heading', { name: 'Basic info' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Service name is required',
      'Choose a category',
      'Choose who the service is available for',
      'Choose a duration',
      'Choose a price type',
      'Price is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Aftercare description')).not.toBeRequired();
    // Optional, shown on the booking page when written (docs/decisions.md, Catalogue edits).
    expect(screen.queryByText('Service description is required')).toBeNull();
    expect(field('Service description')).not.toBeRequired();
    expect(calls).toEqual([]);
  });

  it('sends the payload with ids as numbers and the price as typed, then lists services', async () => {
    const calls = serveCreate();
    renderApp(<CreateServiceScreen />, { path: PATH });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(await screen.findByText('navigated to /catalogue/services')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      serviceName: 'Balayage',
      categoryTypeID: 2,
      servDesc: 'Hand-painted highlights',
      afterDescription: 'Use a sulphate-free shampoo',
      serviceTypeID: 2,
      durationID: 3,
      priceTypeID: 1,
      price: '45.50',
      onlineBooking: true,
    });
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the business’s currency beside the price and sends a Norwegian price as typed', async () => {
    const calls = serveCreate();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(currentUserQueryOptions().queryKey, ownerFixture({ currency: 'NOK' }));
    renderApp(<CreateServiceScreen />, { path: PATH, queryClient });
    const user = await fillForm('From', '1\u00a0650,50');
    const priceRoot = field('Price').closest('.mantine-InputWrapper-root');
    expect(priceRoot).toHaveTextContent('kr');
    expect(priceRoot).not.toHaveTextContent('$');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ price: '1\u00a0650,50' });
  });

  it('refuses a price whose meaning is not certain before any call, with the contract’s words', async () => {
    const calls = serveCreate();
    renderApp(<CreateServiceScreen />, { path: PATH });
    const user = await fillForm('Fixed', '1,650');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Price')).toHaveAccessibleDescription(
      'Price must be a non-negative number with at most two decimals',
    );
    expect(calls).toEqual([]);
  });

  it('disables and clears the price for a Free service and sends none', async () => {
    const calls = serveCreate();
    renderApp(<CreateServiceScreen />, { path: PATH });
    const user = await fillForm('Fixed', '12');
    await user.selectOptions(field('Price type'), 'Free');
    expect(field('Price')).toBeDisabled();
    expect(field('Price')).toHaveValue('');
    expect(field('Price')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Service created');
    expect(calls[0]!.body).not.toHaveProperty('price');
    expect(calls[0]!.body).toMatchObject({ priceTypeID: 3 });
  });

  it("shows the server's refusal of the price under the price, and stays on the form", async () => {
    const message = 'Price must be a non-negative number with at most two decimals';
    serveCreate(() => errorAnswer(message, 400, 'price'));
    renderApp(<CreateServiceScreen />, { path: PATH });
    const user = await fillForm('From', 'forty');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Price')).toHaveAccessibleDescription(message);
    expect(field('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Service created')).not.toBeInTheDocument();
    expect(field('Service name')).toHaveValue('Balayage');
  });

  it('shows a refusal naming no field as one alert on the form, gone on the next submit', async () => {
    let refuse = true;
    serveCreate(() =>
      refuse
        ? errorAnswer('Too many services for now', 400)
        : HttpResponse.json(created, { status: 201 }),
    );
    renderApp(<CreateServiceScreen />, { path: PATH });
    const user = await fillForm('From', '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many services for now');
    expect(screen.getAllByText('Too many services for now')).toHaveLength(1);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(screen.queryByText('Too many services for now')).not.toBeInTheDocument();
  });

  it('preselects the category given in the address', async () => {
    renderApp(<CreateServiceScreen categoryId={2} />, { path: PATH });
    await waitFor(() => expect(field('Category')).toHaveValue('2'));
  });

  it('ignores a category that is not one of the business', async () => {
    renderApp(<CreateServiceScreen categoryId={77} />, { path: PATH });
    await screen.findByRole('heading', { name: 'Basic info' });
    expect(field('Category')).toHaveValue('');
  });

  it('offers Retry when an option list fails to load', async () => {
    let fail = true;
    server.use(
      http.get('/api/durations/', () =>
        fail
          ? errorAnswer('Durations are unavailable', 503)
          : HttpResponse.json([{ id: 1, hrs: 0, min: 30, durationValue: 30 }]),
      ),
    );
    renderApp(<CreateServiceScreen />, { path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Durations are unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Pricing and Duration' }),
    ).toBeInTheDocument();
  });
});
