// Mantine's notifications host (<Notifications/>, with its transitions, portal and scroll-lock
// classes) loads with the first notification: most visits to the login screen show none, and the
// host would be about a tenth of that screen's JavaScript (bench/README.md, Route weight).
// Notifications shown while it loads wait in Mantine's store and appear once it is there.
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// A module of ours, not '@mantine/notifications' itself: the entry holds that package's index
// (for the store), and importing it again would bring all of it into the entry chunk.
const NotificationsStack = lazy(() => import('./notifications-stack'));

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once there, it stays: closing the last notification still needs its exit transition.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsStack />
    </Suspense>
  ) : null;
}
