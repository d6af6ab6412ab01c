// The one alert at the top of a form: what the server refused that no field shows, or
// a check of the form's own, one line per message. Nothing when there is nothing to say.
import { Alert, Stack, Text } from '@mantine/core';

export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      <Stack gap={4}>
        {messages.map((message, index) => (
          <Text key={index} size="sm">
            {message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
