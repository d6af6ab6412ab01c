// /clients/{id}: the clients feature's page of one client, with the diary's parts it shows (New
// booking for them, each visit's line): features never import each other, routes compose them
// (docs/architecture.md, Layout and import rules).
import { createFileRoute } from '@tanstack/react-router';
import { clientQueryOptions } from '@/entities/clients/api/get-client';
import { NewBookingButton } from '@/features/appointments/components/client-booking/new-booking-button';
import { VisitLine } from '@/features/appointments/components/client-booking/visit-line';
import { ClientPage, type ClientDiaryParts } from '@/features/clients/components/client-page';
import { startQuery } from '@/lib/query/start-query';

const DIARY_PARTS: ClientDiaryParts = { NewBookingButton, VisitLine };

export const Route = createFileRoute('/_authed/clients/$id')({
  // Never waits: saved data shows at once, a first visit shows the skeleton, a 404 shows on the
  // screen (docs/offline.md, Slow networks).
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) {
      startQuery(context.queryClient, clientQueryOptions(Number(params.id)));
    }
  },
  component: ClientRoute,
});

function ClientRoute() {
  const { id } = Route.useParams();
  return <ClientPage id={id} diary={DIARY_PARTS} />;
}
