// Asks before leaving a settings screen with edits not saved: moving to another screen
// in the app opens "Leave without saving?", closing or reloading the tab the browser's own prompt.
// Leaving to another search of the same screen is not leaving.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Text size="sm">The changes on this screen are not saved yet. Leaving discards them.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
