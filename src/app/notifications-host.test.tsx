import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsHost } from './notifications-host';
import { cssVariablesResolver, theme } from './theme';

afterEach(() => act(() => notifications.clean()));

describe('NotificationsHost', () => {
  it('renders nothing until the first notification, then shows it and the ones after', async () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsHost />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => void notifications.show({ message: 'First' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    act(() => void notifications.show({ message: 'Second' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });
});
