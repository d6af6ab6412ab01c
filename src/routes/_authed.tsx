// The pathless layout of every signed-in screen: no token sends the visitor to /login.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { DatesProvider } from '@mantine/dates';
import { useOutboxSession } from '../app/outbox-session';
import { SignedInLayout } from '../features/auth/components/signed-in-layout';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useBusinessLocale } from '../lib/format/use-business-locale';
import { getToken } from '../lib/session/token-store';

export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
  },
  component: SignedInFrame,
});

function SignedInFrame() {
  useOutboxSession(useCurrentUser().data?.id);
  // Every date picker starts its weeks on the business's first weekday (docs/decisions.md, Locale).
  const { firstDayOfWeek } = useBusinessLocale();
  return (
    <DatesProvider settings={{ firstDayOfWeek }}>
      <SignedInLayout />
    </DatesProvider>
  );
}
