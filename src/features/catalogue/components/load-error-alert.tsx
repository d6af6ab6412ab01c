// A list or record that could not be loaded: what failed, the server's reason and a Retry.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { messagesOf } from '../../../lib/api/api-error';

interface LoadErrorAlertProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

export function LoadErrorAlert({ title, error, onRetry, retrying }: LoadErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{messagesOf(error).join(' ')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
