import { notifications } from '@mantine/notifications';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { setToken } from '@/lib/session/token-store';
import { errorAnswer } from '../testing/catalogue-fixtures';
import { CreateCategoryScreen } from './create-category-screen';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
});
// Changes go through the outbox, which sends only with a session token.
beforeEach(() => setToken('token-1'));

const PATH = '/catalogue/create-category';
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

function serveCreate(answer?: () => Response) {
  const calls: unknown[] = [];
  server.use(
    http.post('/api/categories/create', async ({ request }) => {
      const body = (await request.json()) as { categoryName: string; description: string };
      calls.push(body);
      return answer ? answer() : HttpResponse.json({ id: 5, ...body }, { status: 201 });
    }),
  );
  return calls;
}

async function fill(name: string, description: string) {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { level: 2, name: 'Basic info' });
  await user.type(field('Service category name'), name);
  await user.type(field('Service category description'), description);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('CreateCategoryScreen', () => {
  it('requires a name before any call; the description is optional', async () => {
    const calls = serveCreate();
    renderApp(<CreateCategoryScreen />, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('Service category name is required')).toBeInTheDocument();
    expect(screen.queryByText('Service category description is required')).toBeNull();
    expect(field('Service category name')).toBeRequired();
    expect(field('Service category description')).not.toBeRequired();
    expect(calls).toEqual([]);
  });

  it('creates the category, says so and goes to the services list', async () => {
    const calls = serveCreate();
    renderApp(<CreateCategoryScreen />, { path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create category' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/catalogue/create-service',
    );
    await fill('  Nails ', 'Manicures and pedicures');
    expect(await screen.findByText('Category created')).toBeInTheDocument();
    expect(await screen.findByText('navigated to /catalogue/services')).toBeInTheDocument();
    expect(calls).toEqual([{ categoryName: 'Nails', description: 'Manicures and pedicures' }]);
  });

  it("shows the server's duplicate-name refusal under the name", async () => {
    const message = 'A category named "Nails" already exists';
    serveCreate(() => errorAnswer(message, 409, 'categoryName'));
    renderApp(<CreateCategoryScreen />, { path: PATH });
    await fill('Nails', 'Again');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Service category name')).toHaveAccessibleDescription(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Category created')).not.toBeInTheDocument();
    expect(field('Service category name')).toHaveValue('Nails');
  });
});
