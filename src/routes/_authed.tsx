// The pathless layout of every signed-in screen: no token sends the visitor to /login.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useOutboxSession } from '../app/outbox-session';
import { SignedInLayout } from '../features/auth/components/signed-in-layout';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { getToken } from '../lib/session/token-store';

export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
  },
  component: SignedInFrame,
});

function SignedInFrame() {
  useOutboxSession(useCurrentUser().data?.id);
  return <SignedInLayout />;
}
