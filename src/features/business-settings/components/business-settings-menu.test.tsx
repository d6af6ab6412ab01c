import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/setup/render-app';
import { BusinessSettingsMenu } from './business-settings-menu';

describe('BusinessSettingsMenu', () => {
  it('lists the Account setup screens, Online booking among them', async () => {
    renderApp(<BusinessSettingsMenu />, { path: '/business-settings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account setup' })).toBeInTheDocument();
    const links = [
      ['Business working hours', '/business-settings/business-hours'],
      ['Business service intervals', '/business-settings/service-intervals'],
      ['Business information', '/business-settings/business-info'],
      ['Online booking', '/business-settings/online-booking'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name: new RegExp(name!) })).toHaveAttribute('href', href);
    }
  });
});
