// "On this device" in Norwegian (docs/decisions.md, Languages; docs/glossary.md: På denne enheten,
// frakoblet): the panel's headings and sentences, and its figures as Norwegian writes them.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { OnThisDevicePanel } from './on-this-device-panel';
import { formatBytes, keptDay } from './on-this-device-texts';

setupMswServer();
beforeEach(() => resetLanguageForTests('nb'));
afterEach(() => resetLanguageForTests('en'));

describe('OnThisDevicePanel in Norwegian', () => {
  it('says what is kept, and what the browser promises, in Norwegian', async () => {
    renderApp(<OnThisDevicePanel />, { path: '/business-settings/on-this-device' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'På denne enheten' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Lagret for å jobbe frakoblet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Ingenting er lagret ennå/)).toBeInTheDocument();
    expect(screen.getByTestId('last-refreshed')).toHaveTextContent('Ikke oppdatert ennå');
    expect(screen.getByRole('button', { name: 'Oppdater nå' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lagringsplass' })).toBeInTheDocument();
    // jsdom has no storage manager: the browser neither tells the space nor promises to keep it.
    expect(await screen.findByTestId('persistence')).toHaveTextContent(
      /^Denne nettleseren kan ikke love å ta vare på det/,
    );
    expect(screen.getByTestId('space-used')).toHaveTextContent(
      'Denne nettleseren oppgir ikke hvor mye plass appen bruker',
    );
    expect(screen.getByRole('link', { name: 'Salonginnstillinger' })).toBeInTheDocument();
  });

  it('writes sizes and dates as each language does', () => {
    expect(formatBytes(1_420_000, 'nb')).toBe('1,4 MB');
    expect(formatBytes(1_420_000, 'en')).toBe('1.4 MB');
    expect(keptDay('2026-11-20', 'en')).toBe('Fri 20 Nov 2026');
  });
});
