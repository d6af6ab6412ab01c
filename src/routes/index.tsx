// /: the public landing screen; a signed-in owner goes straight to the dashboard.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { Landing } from '../features/auth/components/landing';
import { getToken } from '../lib/session/token-store';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/dashboard' });
  },
  component: Landing,
});
