// The public top bar's menus load on first use (docs/decisions.md, Languages) and must work as
// menus loaded with the page did: open on the first click or key, choose, and give focus back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '../../lib/i18n/language-store';
import { PublicLayout } from './public-layout';

function renderLayout() {
  return renderApp(
    <PublicLayout title="Login">
      <p>form</p>
    </PublicLayout>,
  );
}

describe('the public top bar', () => {
  afterEach(() => resetLanguageForTests('en'));

  it('switches language from the first click', async () => {
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Norsk (bokmål)' }));
    expect(await screen.findByRole('button', { name: 'Språk' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nb');
  });

  it('opens the colour scheme menu from the keyboard and gives focus back on Escape', async () => {
    renderLayout();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Colour scheme' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label'))
      .toBe('Colour scheme');
    expect(screen.getByRole('button', { name: 'Colour scheme' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });
});
