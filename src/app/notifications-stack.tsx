// Where notifications appear: loaded by ./notifications-host.tsx with the first notification.
// At the bottom right (the full width's bottom on phones): at the top, even below the top bar,
// they covered the screen's heading row, where its Add and New booking buttons are, for 5 s
// after every save (docs/decisions.md, Routes and screens).
import './styles/notifications-styles';
import { Notifications } from '@mantine/notifications';

export default function NotificationsStack() {
  return <Notifications position="bottom-right" />;
}
