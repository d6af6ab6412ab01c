// A client's own note from the booking page, in booking details (docs/decisions.md, Address and
// booking page): their words, kept as written, line breaks included.
import { Alert, Text } from '@mantine/core';
import { useT } from '@/lib/i18n/use-t';

export function ClientNote({ note }: { note: string }) {
  const t = useT();
  return (
    <Alert variant="light" color="blue" title={t('bookingDetails.clientNote')}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {note}
      </Text>
    </Alert>
  );
}
