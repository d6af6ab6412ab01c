// The page an address asks for: booking, a cancel link, or a clear "no such page".
import { BookingPage } from './booking-page';
import { CancelPage } from './cancel-page';
import { PageMessage } from './page-message';
import { portalLocation } from './portal-location';
import { PortalLanguageProvider, usePortalText } from './portal-language';
import { embeddedProfile } from './embedded-profile';

export function PortalApp({ pathname = window.location.pathname }: { pathname?: string }) {
  const location = portalLocation(pathname);
  // The business's default language, when the server wrote its profile into the page.
  const fallback = location.page === 'book' ? embeddedProfile(location.slug)?.language : undefined;
  return (
    <PortalLanguageProvider fallback={fallback}>
      <PortalPage location={location} />
    </PortalLanguageProvider>
  );
}

function PortalPage({ location }: { location: ReturnType<typeof portalLocation> }) {
  const { t } = usePortalText();
  if (location.page === 'book') return <BookingPage slug={location.slug} />;
  if (location.page === 'cancel') return <CancelPage slug={location.slug} token={location.token} />;
  return <PageMessage title={t('page.notFound')}>{t('page.notFoundBody')}</PageMessage>;
}
