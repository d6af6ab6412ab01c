// Loading, failure and empty states of an appointment list, so each view only renders its data.
import type { ReactNode } from 'react';
import { Alert, Center, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Appointment } from '../../../../../contract/appointments';
import { messagesOf } from '../../../../lib/api/api-error';

interface QueryStateProps {
  query: UseQueryResult<Appointment[]>;
  /** Shown when the list is empty. */
  empty: string;
  children: (appointments: Appointment[]) => ReactNode;
}

export function QueryState({ query, empty, children }: QueryStateProps) {
  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" />
        <VisuallyHidden>Loading appointments</VisuallyHidden>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="Appointments could not be loaded">
        {messagesOf(query.error).join(' ')}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" py="lg">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
