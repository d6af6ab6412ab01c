// Stand-ins for the diary's parts of a client's page (the route hands the real ones over): a
// visit names its id, date and services, and "New booking" is a plain button. The real parts are
// tested in features/appointments/components/client-booking/.
import { Button, Text } from '@mantine/core';
import type { ClientDiaryParts } from '../components/client-page';

export const diaryPartsStub: ClientDiaryParts = {
  // untranslated: a test stand-in, never shown in the app.
  NewBookingButton: () => <Button>New booking</Button>,
  VisitLine: ({ visit }) => (
    <Text size="sm">
      {/* untranslated: a test stand-in, never shown in the app. */}
      {`Visit ${visit.id}: ${visit.book_date}, ${visit.book_items.map((item) => item.name).join(', ')}`}
    </Text>
  ),
};
