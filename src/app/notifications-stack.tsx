// Where notifications appear: loaded by ./notifications-host.tsx with the first notification.
// At the top centre, below the top bar (notifications-stack.module.css): at the bottom right they
// covered Working hours' "Save All Changes", and over the top bar its buttons
// (docs/decisions.md, Routes and screens).
import './styles/notifications-styles';
import type { CSSProperties } from 'react';
import { Notifications } from '@mantine/notifications';
import { NAVBAR_WIDTH, TOP_BAR_HEIGHT } from '../components/layout/top-bar-height';
import classes from './notifications-stack.module.css';

const shellSizes: CSSProperties & Record<`--${string}`, string> = {
  '--top-bar-height': `${TOP_BAR_HEIGHT}px`,
  '--navbar-width': `${NAVBAR_WIDTH}px`,
};

export default function NotificationsStack() {
  return (
    <Notifications position="top-center" classNames={{ root: classes.root }} style={shellSizes} />
  );
}
