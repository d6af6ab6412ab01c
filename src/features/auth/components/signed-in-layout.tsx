// The signed-in frame: shows nothing until the owner is known (docs/decisions.md, Routes and
// screens), then the app layout with their initials. A 401 on the way is handled by the
// session-expiry handler. Logging out with changes not yet sent asks first: logging out drops them.
import { useDeferredValue, useState } from 'react';
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
  const unsent = useOutboxEntries().length;
  const [confirming, setConfirming] = useState(false);
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
      onLogout={() => (unsent > 0 ? setConfirming(true) : logOut())}
    >
      <Outlet />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Changes not sent yet"
        centered
      >
        <Text size="sm">
          {unsent === 1
            ? '1 change has not reached the server yet.'
            : `${unsent} changes have not reached the server yet.`}{' '}
          Logging out now discards {unsent === 1 ? 'it' : 'them'}. Stay signed in to let{' '}
          {unsent === 1 ? 'it' : 'them'} be sent when the connection returns.
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
