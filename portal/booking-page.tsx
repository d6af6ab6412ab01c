// Booking in three or four steps: services, who (when more than one member could do them), a free
// time, the client's details; then the confirmation. Each step is a history entry, so a phone's
// Back button goes back a step, not off the page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PortalBooking, PortalService } from '../contract/portal';
import { BookedSummary } from './booked-summary';
import { BusinessHeader } from './business-header';
import { BusinessPlace } from './business-place';
import { DetailsForm, NO_DETAILS, type ChosenTime, type ClientDetails } from './details-form';
import { embeddedProfile } from './embedded-profile';
import { PageMessage } from './page-message';
import { MemberChooser, membersFor, whoText } from './member-chooser';
import { fetchProfile } from './portal-api';
import { durationText, moneyFormat, totalText } from '../contract/price-display';
import { ServiceList } from './service-list';
import { TimeChooser } from './time-chooser';
import { useLoaded } from './use-loaded';
import { usePortalText, usePriceWords } from './portal-language';
import { refusalText } from './refusal-text';

type Step = 'services' | 'who' | 'time' | 'details' | 'booked';

export function BookingPage({ slug }: { slug: string }) {
  const load = useCallback(() => fetchProfile(slug), [slug]);
  const [written] = useState(() => embeddedProfile(slug));
  const [profile, retry] = useLoaded(load, written);
  const [step, setStep] = useState<Step>('services');
  const [chosenIds, setChosenIds] = useState<number[]>([]);
  /** null: "No preference". */
  const [memberId, setMemberId] = useState<number | null>(null);
  const [time, setTime] = useState<ChosenTime | null>(null);
  const [details, setDetails] = useState<ClientDetails>(NO_DETAILS);
  const [booked, setBooked] = useState<{ booking: PortalBooking; email: string } | null>(null);
  const { t, locale, language, setFallback } = usePortalText();
  const words = usePriceWords();

  useEffect(() => {
    const onBack = (event: PopStateEvent) => {
      const back = (event.state as { step?: Step } | null)?.step ?? 'services';
      // Once booked, Back cannot reopen the finished form.
      setStep((current) => (current === 'booked' ? current : back));
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, []);
  const go = (next: Step) => {
    window.history.pushState({ step: next }, '');
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const data = profile?.state === 'done' ? profile.data : undefined;
  useEffect(() => {
    if (data) document.title = t('page.title', { businessName: data.businessName });
  }, [data, t]);
  useEffect(() => setFallback(data?.language), [data, setFallback]);
  const services = useMemo(
    () => data?.categories.flatMap((category) => category.services) ?? [],
    [data],
  );
  const chosen = chosenIds
    .map((id) => services.find((service) => service.id === id))
    .filter((service): service is PortalService => service !== undefined);

  if (!profile || profile.state === 'loading') {
    return (
      <main className="portal" aria-busy="true">
        <p className="loading">{t('page.loading')}</p>
      </main>
    );
  }
  if (profile.state === 'failed') {
    const { status } = profile.error;
    const title =
      status === 404 ? t('page.notFound') : status === 410 ? t('page.closed') : t('page.failed');
    return (
      <PageMessage
        title={title}
        action={
          status === 404 || status === 410 ? undefined : (
            <button type="button" className="primary" onClick={retry}>
              {t('page.tryAgain')}
            </button>
          )
        }
      >
        {refusalText(profile.error, t, language, 'page')}
      </PageMessage>
    );
  }
  const business = profile.data;
  const money = moneyFormat(business.currency, locale);
  const minutes = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
  const summary =
    chosen.length === 0
      ? ''
      : `${t('summary.services', { count: chosen.length })} · ${durationText(minutes, words)} · ${totalText(chosen, money, words)}`;
  // With one member (or none) able to do them, there is nobody to choose between: no step.
  const members = membersFor(business.members, chosenIds);
  const asksWho = members.length > 1;
  const withWho = asksWho ? `${summary} · ${whoText(members, memberId, t)}` : summary;

  return (
    <main className="portal">
      <BusinessHeader profile={business} />
      {step === 'services' && (
        <ServiceList
          categories={business.categories}
          chosen={chosenIds}
          money={money}
          onToggle={(id) => {
            setTime(null);
            setMemberId(null);
            setChosenIds((ids) =>
              ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id],
            );
          }}
          summary={summary}
          nextLabel={asksWho ? t('next.who') : t('next.time')}
          onNext={() => go(asksWho ? 'who' : 'time')}
        />
      )}
      {/* Below the services: the client came to book; where and when is for reference. */}
      {step === 'services' && (
        <BusinessPlace address={business.address} weekHours={business.weekHours} />
      )}
      {step === 'who' && (
        <MemberChooser
          members={members}
          chosen={memberId}
          summary={summary}
          onChoose={(next) => {
            setTime(null);
            setMemberId(next);
          }}
          onNext={() => go('time')}
          onBack={() => window.history.back()}
        />
      )}
      {step === 'time' && (
        <TimeChooser
          slug={slug}
          timeZone={business.timeZone}
          serviceIds={chosenIds}
          memberId={asksWho ? memberId : null}
          backLabel={asksWho ? t('back.who') : t('back.services')}
          summary={withWho}
          chosen={time}
          phone={business.phone}
          onChoose={(next) => {
            setTime(next);
            go('details');
          }}
          onBack={() => window.history.back()}
        />
      )}
      {step === 'details' && time && (
        <DetailsForm
          slug={slug}
          timeZone={business.timeZone}
          services={chosen}
          time={time}
          memberId={asksWho ? memberId : null}
          summary={withWho}
          contactRule={business.contactRule}
          values={details}
          onValues={setDetails}
          onTimeChange={setTime}
          onBooked={(booking, email) => {
            setBooked({ booking, email });
            go('booked');
          }}
          onBack={() => window.history.back()}
        />
      )}
      {step === 'booked' && booked && (
        <BookedSummary
          slug={slug}
          timeZone={business.timeZone}
          booking={booked.booking}
          email={booked.email}
          money={money}
        />
      )}
    </main>
  );
}
