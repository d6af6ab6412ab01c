// Asks before leaving a settings screen with edits not saved: moving to another screen
// in the app opens "Leave without saving?", closing or reloading the tab the browser's own prompt.
// Leaving to another search of the same screen is not leaving.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useT } from '../lib/i18n/use-t';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('shell.leaveTitle')}
      centered
    >
      <Text size="sm">{t('shell.leaveBody')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('shell.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('shell.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
