// The pathless layout of every signed-in screen: no token sends the visitor to /login.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { DatesProvider } from '@mantine/dates';
import { useLanguage } from '../lib/i18n/use-t';
import { setDayjsLanguage } from '../lib/i18n/dayjs-language';
import { officeWordsLoaded } from '../lib/i18n/language-store';
import { useKeptAheadSession } from '../app/kept-ahead-session';
import { useOutboxSession } from '../app/outbox-session';
import { SignedInLayout } from '../features/auth/components/signed-in-layout';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useBusinessLocale } from '../lib/format/use-business-locale';
import { getToken } from '../lib/session/token-store';

export const Route = createFileRoute('/_authed')({
  // Before any signed-in screen renders, also after a sign-in on /login: the office's words, a
  // chunk of their own (docs/decisions.md, Languages); nothing to wait for once loaded.
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login' });
    return officeWordsLoaded();
  },
  component: SignedInFrame,
});

function SignedInFrame() {
  const userId = useCurrentUser().data?.id;
  useOutboxSession(userId);
  useKeptAheadSession(userId);
  // Every date picker starts its weeks on the business's first weekday (docs/decisions.md, Locale).
  const { firstDayOfWeek } = useBusinessLocale();
  // Month and weekday names in the owner's language (docs/decisions.md, Languages).
  const locale = useLanguage();
  setDayjsLanguage(locale);
  return (
    <DatesProvider settings={{ firstDayOfWeek, locale }}>
      <SignedInLayout />
    </DatesProvider>
  );
}
