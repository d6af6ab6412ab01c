// The signed-in frame: shows nothing until the owner is known (docs/decisions.md, Routes and
// screens), then the app layout with their initials. A 401 on the way is handled by the
// session-expiry handler. Logging out with changes not yet sent asks first: logging out drops them.
import { useDeferredValue, useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { initialsOf } from '@/components/layout/initials';
import { useSentLaterMessage } from '@/components/offline/use-sent-later-message';
import { useOutboxEntries } from '@/lib/offline/outbox';
import { adoptAccountLanguage } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { useLogout } from '../api/logout';
import { useSetLanguage } from '../api/set-language';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSignOutElsewhere } from '../hooks/use-sign-out-elsewhere';

export function SignedInLayout() {
  const user = useCurrentUser();
  const logout = useLogout();
  const unsent = useOutboxEntries().length;
  const [confirming, setConfirming] = useState(false);
  const setLanguage = useSetLanguage();
  const t = useT();
  // The account's language, on this device too (docs/decisions.md, Languages).
  const accountLanguage = user.data?.language;
  useEffect(() => {
    if (accountLanguage) adoptAccountLanguage(accountLanguage);
  }, [accountLanguage]);
  useSignOutElsewhere();
  useSentLaterMessage();
  // Showing the frame with its screen is the longest render of a first visit (bench/README.md,
  // Three years on screen: Lighthouse). The owner's answer arrives through a store React must
  // render at once; the deferred copy renders the frame in a second, interruptible pass that
  // yields to the browser every few milliseconds instead of one long task. When the owner is
  // already known (the saved cache), the frame renders on the first pass as before.
  const pending = useDeferredValue(user.isPending);
  if (pending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('shell.loading')} />
      </Center>
    );
  }
  // Offline or a server hiccup: keep the screens usable, just without the initials.
  const owner = user.data;
  const logOut = () => {
    setConfirming(false);
    logout.mutate(owner?.id);
  };
  return (
    <AppLayout
      initials={owner ? initialsOf(owner.firstName, owner.lastName) : ''}
      fullName={owner ? `${owner.firstName} ${owner.lastName}` : ''}
      onLogout={() => (unsent > 0 ? setConfirming(true) : logOut())}
      onLanguage={(language) => setLanguage.mutate({ language })}
    >
      <Outlet />
      <Modal
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('logout.title')}
        centered
      >
        <Text size="sm">{t('logout.body', { count: unsent })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('logout.stay')}
          </Button>
          <Button color="red.8" onClick={logOut}>
            {t('logout.discard')}
          </Button>
        </Group>
      </Modal>
    </AppLayout>
  );
}
