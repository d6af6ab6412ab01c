// The signed-in frame: shows nothing until the owner is known (spec section 2), then the app
// layout with their initials. A 401 on the way is handled by the session-expiry handler. Logging
// out with changes not yet sent asks first: logging out drops them.
import { useState } from 'react';
import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppLayout } from '../../../components/layout/app-layout';
import { initialsOf } from '../../../components/layout/initials';
import { useSentLaterMessage } from '../../../components/offline/use-sent-later-message';
import { useOutboxEntries } from '../../../lib/offline/outbox';
import { useLogout } from '../api/logout';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSignOutElsewhere } from '../hooks/use-sign-out-elsewhere';

export function SignedInLayout() {
  const user = useCurrentUser();
  const logout = useLogout();
  const pending = useOutboxEntries().length;
  const [confirming, setConfirming] = useState(false);
  useSignOutElsewhere();
  useSentLaterMessage();
  if (user.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
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
      onLogout={() => (pending > 0 ? setConfirming(true) : logOut())}
    >
      <Outlet />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Changes not sent yet"
        centered
      >
        <Text size="sm">
          {pending === 1
            ? '1 change has not reached the server yet.'
            : `${pending} changes have not reached the server yet.`}{' '}
          Logging out now discards {pending === 1 ? 'it' : 'them'}. Stay signed in to let{' '}
          {pending === 1 ? 'it' : 'them'} be sent when the connection returns.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Stay signed in
          </Button>
          <Button color="red.8" onClick={logOut}>
            Discard and log out
          </Button>
        </Group>
      </Modal>
    </AppLayout>
  );
}
