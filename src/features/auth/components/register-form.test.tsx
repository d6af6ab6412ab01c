import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE, type RegisterBody, type RegisterResponse } from '@contract/auth';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { RegisterForm } from './register-form';

const server = setupMswServer();
afterEach(() => {
  notifications.clean();
});

const SUCCESS = 'Registration successful. We sent a verification link to ada@example.com.';

function recordRegistrations(answer = () => HttpResponse.json(registered, { status: 201 })) {
  const bodies: RegisterBody[] = [];
  server.use(
    http.post('/api/users', async ({ request }) => {
      bodies.push((await request.json()) as RegisterBody);
      return answer();
    }),
  );
  return bodies;
}
const registered: RegisterResponse = {
  msg: SUCCESS,
  email: 'ada@example.com',
  code: 'check_inbox',
};

async function fill(user: UserEvent, confirm = 'correct horse') {
  await user.type(await screen.findByLabelText(/first name/i), 'Ada');
  await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
  await user.type(screen.getByLabelText(/business name/i), 'Ada Hair Studio');
  await user.type(screen.getByLabelText(/business email/i), 'ada@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'correct horse');
  await user.type(screen.getByLabelText(/^confirm password/i), confirm);
  await user.type(screen.getByLabelText(/business mobile/i), '912 34 567');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register' }));

const countrySelect = () => screen.getByRole('combobox', { name: /country code/i });

/** Types into the searchable country select and picks the option. */
async function chooseCountry(user: UserEvent, search: string, option: string) {
  const select = countrySelect();
  await user.clear(select);
  await user.type(select, search);
  // jsdom has no layout: the open dropdown counts as hidden, as in the other Select tests.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('RegisterForm', () => {
  it('refuses mismatched passwords without a call and clears only the password fields', async () => {
    const bodies = recordRegistrations();
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await fill(user, 'another horse');
    await submit(user);
    expect(await screen.findByText('Password do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
    expect(screen.getByLabelText(/^confirm password/i)).toHaveValue('');
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Ada');
    expect(screen.getByLabelText(/business email/i)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/business mobile/i)).toHaveValue('912 34 567');
    expect(bodies).toEqual([]);
  });

  it("sends Norway (+47) by default and the browser time zone, and shows the server's message", async () => {
    const bodies = recordRegistrations();
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await screen.findByRole('combobox', { name: /country code/i });
    expect(countrySelect()).toHaveValue('Norway (+47)');
    await fill(user);
    await submit(user);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        business_name: 'Ada Hair Studio',
        email: 'ada@example.com',
        password: 'correct horse',
        country: '+47',
        // The browser's clock and first weekday (docs/decisions.md, Locale): whatever this
        // machine's locale says, sent as the contract's values.
        clock: expect.stringMatching(/^(12h|24h)$/),
        week_start: expect.any(Number),
        mobile: '912 34 567',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        // The language on screen, from jsdom's en-US browser (docs/decisions.md, Languages).
        language: 'en',
      },
    ]);
  });

  it('clears the whole form after a successful registration', async () => {
    recordRegistrations();
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    renderApp(<RegisterForm onRegistered={onRegistered} />, { path: '/register' });
    await fill(user);
    await chooseCountry(user, 'Swed', 'Sweden (+46)');
    await submit(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ada@example.com'));
    for (const label of [
      /first name/i,
      /last name/i,
      /business name/i,
      /business email/i,
      /^password/i,
      /^confirm password/i,
      /business mobile/i,
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(countrySelect()).toHaveValue('Norway (+47)');
  });

  it('sends the chosen country dialling code', async () => {
    const bodies = recordRegistrations();
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await fill(user);
    await chooseCountry(user, '+1', 'Canada (+1)');
    await submit(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.country).toBe('+1');
  });

  it('shows the server errors that name no field together in one alert, and keeps the form', async () => {
    recordRegistrations(() =>
      HttpResponse.json(
        { errors: [{ msg: 'Something is off' }, { msg: 'Try again later' }] },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await fill(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something is off');
    expect(alert).toHaveTextContent('Try again later');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The form's alert, not a toast beside it.
    expect(screen.getAllByText('Something is off')).toHaveLength(1);
    expect(screen.getByLabelText(/business name/i)).toHaveValue('Ada Hair Studio');
  });

  it('shows a refusal naming the e-mail (param) under the e-mail field, not as an alert', async () => {
    recordRegistrations(() =>
      HttpResponse.json(
        { errors: [{ msg: 'Business email must be a valid e-mail address', param: 'email' }] },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await fill(user);
    await submit(user);
    const email = screen.getByLabelText(/business email/i);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Business email must be a valid e-mail address'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Business email must be a valid e-mail address')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the alert away when the owner submits again and it succeeds', async () => {
    let refuse = true;
    const onRegistered = vi.fn();
    recordRegistrations(() =>
      refuse
        ? HttpResponse.json({ errors: [{ msg: 'Please try again' }] }, { status: 400 })
        : HttpResponse.json(registered, { status: 201 }),
    );
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={onRegistered} />, { path: '/register' });
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again');
    refuse = false;
    // The passwords were cleared by the refusal: typed again.
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.type(screen.getByLabelText(/^confirm password/i), 'correct horse');
    await submit(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ada@example.com'));
    expect(screen.queryByText('Please try again')).not.toBeInTheDocument();
  });

  it('shows the password rule before any submit', async () => {
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    const password = await screen.findByLabelText(/^password/i);
    expect(PASSWORD_RULE).toMatch(/8 characters/);
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(screen.getByText(PASSWORD_RULE)).toBeVisible();
  });

  it('keeps every field but the two passwords after the server refuses', async () => {
    recordRegistrations(() =>
      HttpResponse.json(
        {
          errors: [
            {
              msg: 'This business email is already registered: sign in, or use another address',
              param: 'email',
            },
          ],
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await fill(user);
    await chooseCountry(user, '+1', 'Canada (+1)');
    await submit(user);
    expect(await screen.findByText(/already registered/)).toBeInTheDocument();
    // Under the e-mail field, which says it is the one refused.
    expect(screen.getByLabelText(/business email/i)).toHaveAccessibleDescription(
      /already registered/,
    );
    await waitFor(() => expect(screen.getByLabelText(/^password/i)).toHaveValue(''));
    expect(screen.getByLabelText(/^confirm password/i)).toHaveValue('');
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Ada');
    expect(screen.getByLabelText(/last name/i)).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/business name/i)).toHaveValue('Ada Hair Studio');
    expect(screen.getByLabelText(/business email/i)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/business mobile/i)).toHaveValue('912 34 567');
    expect(countrySelect()).toHaveValue('Canada (+1)');
  });

  it('refuses a name with a line break with the contract message, without a call', async () => {
    const bodies = recordRegistrations();
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await fill(user);
    // A tab typed inside the name: a control character.
    const first = screen.getByLabelText(/first name/i);
    await user.clear(first);
    await user.click(first);
    await user.paste('Ada\tBell');
    await submit(user);
    expect(
      await screen.findByText('First name must not contain line breaks or control characters'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows and hides each password with its own toggle', async () => {
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    const password = await screen.findByLabelText(/^password/i);
    const confirm = screen.getByLabelText(/^confirm password/i);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires every field but the mobile before calling the server', async () => {
    const bodies = recordRegistrations();
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Business email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/business mobile/i)).not.toBeRequired();
    expect(bodies).toEqual([]);
  });

  it("checks each field with the contract's rules before calling the server", async () => {
    const bodies = recordRegistrations();
    const user = userEvent.setup();
    renderApp(<RegisterForm onRegistered={() => {}} />, { path: '/register' });
    await user.type(await screen.findByLabelText(/business email/i), 'ada.example.com');
    await user.type(screen.getByLabelText(/^password/i), 'short');
    await submit(user);
    expect(
      await screen.findByText('Business email must be a valid e-mail address'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
