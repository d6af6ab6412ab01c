// The page an address asks for: booking, a cancel link, or a clear "no such page".
import { BookingPage } from './booking-page';
import { CancelPage } from './cancel-page';
import { PageMessage } from './page-message';
import { portalLocation } from './portal-location';

export function PortalApp({ pathname = window.location.pathname }: { pathname?: string }) {
  const location = portalLocation(pathname);
  if (location.page === 'book') return <BookingPage slug={location.slug} />;
  if (location.page === 'cancel') return <CancelPage slug={location.slug} token={location.token} />;
  return (
    <PageMessage title="Booking page not found">
      This address is not a booking page. Please check the link you were given.
    </PageMessage>
  );
}
