// Registers the service worker (production builds only: `vite dev` does not run it the way a build
// does) and, when a new version is waiting, offers "A new version is available — Reload".
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';

const UPDATE_NOTIFICATION_ID = 'app-update';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    notifications.show({
      id: UPDATE_NOTIFICATION_ID,
      autoClose: false,
      withCloseButton: true,
      color: 'teal',
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">A new version is available</Text>
          <Button
            size="xs"
            onClick={() => {
              wb.addEventListener('controlling', () => window.location.reload());
              wb.messageSkipWaiting();
            }}
          >
            Reload
          </Button>
        </Group>
      ),
    });
  });
  void wb.register();
}
