// Booking in three or four steps: services, who (when more than one member could do them), a free
// time, the client's details; then the confirmation. Each step is a history entry, so a phone's
// Back button goes back a step, not off the page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PortalBooking, PortalService } from '../contract/portal';
import { BookedSummary } from './booked-summary';
import { BusinessHeader } from './business-header';
import { DetailsForm, NO_DETAILS, type ChosenTime, type ClientDetails } from './details-form';
import { embeddedProfile } from './embedded-profile';
import { PageMessage } from './page-message';
import { MemberChooser, membersFor, whoText } from './member-chooser';
import { fetchProfile } from './portal-api';
import { durationText, moneyFormat, totalText } from '../contract/price-display';
import { ServiceList } from './service-list';
import { TimeChooser } from './time-chooser';
import { useLoaded } from './use-loaded';

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
    if (data) document.title = `${data.businessName} · Book online`;
  }, [data]);
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
        <p className="loading">Loading…</p>
      </main>
    );
  }
  if (profile.state === 'failed') {
    const { status, messages } = profile.error;
    const title =
      status === 404
        ? 'Booking page not found'
        : status === 410
          ? 'Online booking is closed'
          : 'This page could not be loaded';
    return (
      <PageMessage
        title={title}
        action={
          status === 404 || status === 410 ? undefined : (
            <button type="button" className="primary" onClick={retry}>
              Try again
            </button>
          )
        }
      >
        {messages.join(' ')}
      </PageMessage>
    );
  }
  const business = profile.data;
  const money = moneyFormat(business.currency);
  const minutes = chosen.reduce((sum, service) => sum + service.durationMinutes, 0);
  const summary =
    chosen.length === 0
      ? ''
      : `${chosen.length === 1 ? '1 service' : `${chosen.length} services`} · ${durationText(minutes)} · ${totalText(chosen, money)}`;
  // With one member (or none) able to do them, there is nobody to choose between: no step.
  const members = membersFor(business.members, chosenIds);
  const asksWho = members.length > 1;
  const withWho = asksWho ? `${summary} · ${whoText(members, memberId)}` : summary;

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
          nextLabel={asksWho ? 'Choose who' : 'Choose a time'}
          onNext={() => go(asksWho ? 'who' : 'time')}
        />
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
          backLabel={asksWho ? 'Who' : 'Services'}
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
