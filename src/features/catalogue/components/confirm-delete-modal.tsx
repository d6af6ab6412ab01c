// "Delete …?" asked in a Mantine modal before a service or a category is deleted: what happens,
// Cancel, and a red Delete. A refusal the server answered is shown inside, where the owner looks.
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '@/lib/i18n/use-t';

interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  pending: boolean;
  /** The server's refusal, if it refused. */
  errors?: string[];
  onConfirm: () => void;
}

export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const t = useT();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{props.children}</Text>
        {props.errors?.map((message) => (
          <Alert key={message} color="red" variant="light" role="alert">
            {message}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('catalogue.cancel')}
          </Button>
          <Button color="red" loading={props.pending} onClick={props.onConfirm}>
            {t('catalogue.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
