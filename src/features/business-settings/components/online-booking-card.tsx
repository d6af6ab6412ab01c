// The frame every card of the "Online booking" screen shares: a titled section, a line on what it
// does, "Pending" while a change to it waits, and the server's refusal of its last change.
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PendingBadge } from '@/components/offline/pending-badge';
import { ApiError, messagesOf } from '@/lib/api/api-error';
import { serverText } from '@/lib/i18n/server-text';

interface OnlineBookingCardProps {
  /** Makes the heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  description: ReactNode;
  pendingTarget?: string;
  children: ReactNode;
}

export function OnlineBookingCard({
  id,
  title,
  description,
  pendingTarget,
  children,
}: OnlineBookingCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {pendingTarget && <PendingBadge target={pendingTarget} />}
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** The refusal's words in the owner's language, told by its code (lib/i18n/server-text.ts). */
function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.items.length > 0)
    return error.items.map((item) => serverText(item)).join(' ');
  return messagesOf(error).join(' ');
}

/** Why the server refused the card's last change, where the owner is looking. */
export function RefusalAlert({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {refusalText(error)}
    </Alert>
  );
}
