import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '@/lib/offline/outbox';
import { setToken } from '@/lib/session/token-store';
import { ownerFixture } from '@tests/setup/owner-fixture';
import { setupMswServer } from '@tests/setup/msw-server';
import { renderApp } from '@tests/setup/render-app';
import { removeLogoChange } from '../api/remove-brand-logo';
import { businessInfoChange } from '../api/update-business-info';
import { BrandLogoCard } from './brand-logo-card';

const server = setupMswServer();
beforeEach(() => {
  setToken('token-1');
  URL.createObjectURL = vi.fn(() => 'blob:queued-logo');
  URL.revokeObjectURL = vi.fn();
  // No connection: whatever is saved stays in the outbox.
  server.use(
    http.put('/api/business_settings/info_update/:userId', () => HttpResponse.error()),
    http.put('/api/business_settings/brand_logo/:userId', () => HttpResponse.error()),
  );
});

const owner = ownerFixture({ brand_logo: 'current-logo.webp' });

const fields = { firstname: 'Ada', lastname: 'Lovelace', mobile: '', timezone: 'Europe/Oslo' };
const logoFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });

function renderCard() {
  renderApp(<BrandLogoCard user={owner} file={null} onFileChange={() => {}} />, {
    path: '/business-settings/business-information',
  });
}

describe('BrandLogoCard', () => {
  it('shows the logo from the server when nothing waits to be sent', async () => {
    renderCard();
    expect(await screen.findByRole('img', { name: 'Business logo' })).toHaveAttribute(
      'src',
      '/uploads/current-logo.webp',
    );
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows a logo saved offline in place of the current one, marked pending', async () => {
    const queued = await outbox.submit(
      await businessInfoChange(7, { ...fields, brandLogo: logoFile() }),
    );
    expect(queued).toEqual({ status: 'pending' });
    renderCard();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Business logo' })).toHaveAttribute(
        'src',
        'blob:queued-logo',
      ),
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const previewed = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(previewed.type).toBe('image/png');
    expect(previewed.size).toBe(4);
  });

  it('keeps showing the current logo when the offline change has no logo in it', async () => {
    await outbox.submit(await businessInfoChange(7, fields));
    renderCard();
    expect(await screen.findByRole('img', { name: 'Business logo' })).toHaveAttribute(
      'src',
      '/uploads/current-logo.webp',
    );
  });

  it('shows no queued logo once its removal is queued after it', async () => {
    await outbox.submit(await businessInfoChange(7, { ...fields, brandLogo: logoFile() }));
    await outbox.submit(removeLogoChange(7));
    renderCard();
    // The card's own user still has the old logo; the removal's overlay clears it app-wide.
    expect(await screen.findByRole('img', { name: 'Business logo' })).toHaveAttribute(
      'src',
      '/uploads/current-logo.webp',
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
