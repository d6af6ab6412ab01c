// The pathless layout of every signed-in screen: no token sends the visitor to /login.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignedInLayout } from '../features/auth/components/signed-in-layout';
import { getToken } from '../lib/session/token-store';

export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
  },
  component: SignedInLayout,
});
