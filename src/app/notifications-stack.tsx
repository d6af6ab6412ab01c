// Where notifications appear: loaded by ./notifications-host.tsx with the first notification.
import './styles/notifications-styles';
import type { CSSProperties } from 'react';
import { Notifications } from '@mantine/notifications';
import { TOP_BAR_HEIGHT } from '../components/layout/top-bar-height';
import classes from './notifications-stack.module.css';

const topBar = { '--top-bar-height': `${TOP_BAR_HEIGHT}px` } as CSSProperties;

export default function NotificationsStack() {
  return <Notifications position="top-right" classNames={{ root: classes.root }} style={topBar} />;
}
