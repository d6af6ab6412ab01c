// The notifications host's CSS: it loads with the first notification, as the host does
// (src/app/notifications-host.tsx; docs/architecture.md, Styles).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
