// The back office's words in Norwegian Bokmål that a visitor sees signed out (docs/decisions.md,
// Languages; the words as in docs/glossary.md): the same keys as app-en-public.ts, checked by the
// catalogs' test.
import type { AppPublicKey } from './app-en-public';

export const appNbPublic = {
  'language.menu': 'Språk',
  'colorScheme.menu': 'Fargetema',
  'colorScheme.auto': 'Som på enheten',
  'colorScheme.light': 'Lyst',
  'colorScheme.dark': 'Mørkt',
  'shell.home': 'Salon Back Office: forsiden',
  'landing.lead':
    'Driv salongen din på ett sted: behandlinger og priser, åpningstider og alle kundenes timer – også uten nett.',
  'auth.login': 'Logg inn',
  'auth.register': 'Registrer deg',
  'auth.cancel': 'Avbryt',
  'auth.loginSubtitle': 'Logg inn for å styre behandlinger, åpningstider og timer.',
  'auth.email': 'Salongens e-post',
  'auth.password': 'Passord',
  'auth.showField': 'Vis {field}',
  'auth.forgot': 'Glemt passordet?',
  'auth.newHere': 'Ny her?',
  'auth.registerBusiness': 'Registrer salongen din',
  'auth.unverifiedTitle': 'Salongens e-post er ikke bekreftet ennå',
  'auth.unverifiedBody': 'Åpne lenken vi sendte til {email}, eller be om en ny.',
  'auth.resend': 'Send bekreftelsen på nytt',
  'auth.firstName': 'Fornavn',
  'auth.lastName': 'Etternavn',
  'auth.businessName': 'Salongens navn',
  'auth.confirmPassword': 'Gjenta passordet',
  'auth.countryCode': 'Landskode',
  'auth.noCountry': 'Ingen land passer',
  'auth.mobile': 'Salongens mobilnummer',
  'auth.alreadyRegistered': 'Allerede registrert?',
  'auth.sentTo': 'Vi har sendt en melding til {email}.',
  'auth.sentToYours': 'Vi har sendt en melding til salongens e-post.',
  'auth.openLink': 'Åpne lenken i den for å aktivere kontoen, og logg så inn.',
  'auth.alreadyAccount':
    'Har du allerede en konto med denne adressen? Meldingen forteller hvordan du logger inn eller velger et nytt passord.',
  'auth.noMail': 'Ingen e-post etter noen minutter? Se i søppelposten, eller be om en ny lenke.',
  'auth.alreadyVerified': 'Allerede bekreftet?',
  'auth.checkInbox': 'Sjekk innboksen',
  'auth.backToLogin': 'Tilbake til innlogging',
  'auth.sendAnother': 'Send en ny lenke',
  'auth.sendReset': 'Send lenke for nytt passord',
  'auth.resetNote': 'Lenken virker én gang, i én time.',
  'auth.forgotSubtitle':
    'Skriv inn salongens e-post, så sender vi deg en lenke for å velge nytt passord.',
  'auth.registerSubtitle':
    'Opprett kontoen til salongen. Vi sender deg en lenke på e-post for å bekrefte den.',
  'auth.resetTitle': 'Velg et nytt passord',
  'auth.passwordChanged': 'Passordet er endret',
  'auth.passwordChangedBody': 'Passordet ditt er endret. Logg inn med det nye passordet.',
  'auth.resetLinksNote':
    'Lenker for nytt passord virker én gang, i én time. Be om en ny, så kommer den i løpet av et minutt.',
  'auth.resetLinkInvalid': 'Denne lenken er ukjent, allerede brukt eller utløpt.',
  'auth.askNewLink': 'Be om en ny lenke',
  'auth.newPassword': 'Nytt passord',
  'auth.confirmNewPassword': 'Gjenta det nye passordet',
  'auth.saveNewPassword': 'Lagre nytt passord',
  'auth.signedOutEverywhere': 'Alle enheter som er logget inn på kontoen, blir logget ut.',
  'auth.verifying': 'Bekrefter e-postadressen din',
  'auth.verifyingShort': 'Bekrefter',
  'auth.verifyLinkInvalid': 'Denne bekreftelseslenken er ukjent, allerede brukt eller utløpt.',
  'auth.goToLogin': 'Gå til innlogging',
  'auth.verified': 'E-postadressen din er bekreftet',
  'auth.otherDevice':
    'Lenken ble åpnet på en annen enhet enn den du registrerte deg på, så passordet du valgte da, virker ikke lenger: velg passordet ditt nå. Knappen virker én gang, i én time; senere bruker du «Glemt passordet?» på innloggingssiden.',
  'auth.choosePassword': 'Velg et passord',
  'auth.nowActive': 'Kontoen er aktiv: logg inn med salongens e-post og passordet ditt.',
  'shell.notFound': '404 Fant ikke siden',
  'shell.keptOnDevice': 'Lagret på denne enheten: sendes når forbindelsen er tilbake',
  'auth.passwordRule': 'Minst {min} og høyst {max} tegn',
  'server.passwordsMismatch': 'Passordene er ikke like',
  'server.badCredentials': 'E-postadressen eller passordet er feil',
  'server.notVerified':
    'Bekreft salongens e-post først: åpne lenken vi sendte deg, eller be om en ny',
  'server.checkInbox':
    'Sjekk innboksen: vi har sendt en melding til {email}. Åpne lenken i den for å aktivere kontoen.',
  'server.resetRequested':
    'Finnes det en konto med denne adressen, har vi sendt en lenke for å velge nytt passord. Lenken virker én gang, i én time.',
  'server.resendSent':
    'Venter en konto med denne adressen fortsatt på bekreftelse, har vi sendt en ny lenke',
  'server.field': '{field}: sjekk denne verdien.',
  'server.invalid': 'Sjekk det du har fylt inn.',
  'server.unauthenticated': 'Økten er utløpt. Logg inn igjen.',
  'server.forbidden': 'Dette er ikke tillatt.',
  'server.notFound': 'Fant det ikke. Det kan være slettet.',
  'server.conflict': 'Noe er endret i mellomtiden. Last inn på nytt og prøv igjen.',
  'server.rateLimited': 'For mange forsøk. Vent litt og prøv igjen.',
  'server.tooLarge': 'Filen er for stor.',
  'server.serverError': 'Noe gikk galt på serveren. Prøv igjen.',
  // Client data: export and erasure (docs/decisions.md, Client data).
  'server.clientErased': 'Denne kunden er allerede slettet',
  // Catalogue (the Services screens and their changes)
  'catalogue.free': 'Gratis',
  // Address and booking page
  'businessAddress.postalCodeInvalid':
    'Postnummeret er ikke gyldig. Et norsk postnummer har fire sifre.',
  // The booking editor, booking details, checkout and the diary's changes (docs/glossary.md: a
  // booking is a "time", a client a "kunde", a service a "behandling", checkout "betaling").
  'booking.refusal.outsideHours': 'Utenfor åpningstidene',
  'booking.refusal.changed': 'Timen er endret siden du så den sist: sjekk den og prøv igjen',
  // No English left in Norwegian (docs/decisions.md, Languages): danger alerts, kept ahead.
  'alert.errorTitle': 'Feil',
  'alert.close': 'Lukk varselet',
  'update.available': 'En ny versjon er klar',
  'update.reload': 'Last inn på nytt',
  'update.waitsForPending':
    '{count, plural, one {Den nye versjonen lastes når endringen som venter, er sendt eller forkastet} other {Den nye versjonen lastes når de # endringene som venter, er sendt eller forkastet}}',
  // A 409 worded by its code (src/lib/i18n/server-text.ts; docs/decisions.md, API).
  'refusal.teamFull': 'En salong kan ha høyst {max} medarbeidere',
  'refusal.lastActiveMember': 'En salong må ha minst én aktiv medarbeider',
  'refusal.memberHasFutureBookings':
    'Denne medarbeideren har kommende timer: flytt dem til en annen medarbeider eller avbestill dem først',
  'refusal.noActiveMember': 'Salongen har ingen aktiv medarbeider',
  'refusal.cancelledNotChangeable': 'En avbestilt time kan ikke endres',
  'refusal.noShowNotChangeable': 'En time merket som ikke møtt kan ikke endres',
  'refusal.alreadyCancelled': 'Denne timen er allerede avbestilt',
  'refusal.noShowNotCancellable': 'En time merket som ikke møtt kan ikke avbestilles',
  'refusal.cancelledNotNoShow': 'En avbestilt time kan ikke merkes som ikke møtt',
  'refusal.alreadyNoShow': 'Denne timen er allerede merket som ikke møtt',
  'refusal.refundUnpaid': 'Bare en betalt time kan refunderes',
  'refusal.cancelledNotCheckout': 'Du kan ikke ta betalt for en avbestilt time',
  'refusal.alreadyPaid':
    'Denne timen er allerede betalt: refunder betalingen først for å ta betalt på nytt',
  'refusal.alreadyRefunded': 'Denne betalingen er allerede refundert',
  'refusal.notRestorable':
    'Bare en avbestilt time eller en time merket som ikke møtt kan gjenopprettes',
  'refusal.slugTaken': 'Denne bestillingslenken er allerede i bruk',
  'refusal.categoryNotEmpty':
    'Denne kategorien har fortsatt behandlinger: flytt dem til en annen kategori eller slett dem først',
  'refusal.categoryNameTaken': 'Det finnes allerede en kategori med dette navnet',
  'refusal.breakOverlap': 'Pausen overlapper en annen pause samme dag',
  'refusal.overlap': 'Tidspunktet overlapper en annen time',
  'refusal.memberServices': 'Medarbeideren utfører ikke alle de valgte behandlingene',
  'refusal.memberAway': 'Medarbeideren er ikke på jobb da',
  'refusal.memberInactive': 'Denne medarbeideren er ikke aktiv: velg en annen medarbeider',
  'refusal.noShowBeforeStart': 'En time kan ikke merkes som ikke møtt før den har begynt',
  // A refusal that names values, said with its `params` (src/lib/i18n/server-text.ts;
  // docs/decisions.md, API).
  'refusal.withValues.categoryNameTaken':
    'Det finnes allerede en kategori som heter «{categoryName}»',
  'refusal.withValues.breakOverlap':
    'Pausen overlapper en annen pause på {weekday} fra {startTime} til {endTime}',
  'refusal.withValues.outsideHours':
    '{ranges, plural, =0 {Utenfor åpningstidene (stengt {date})} other {Utenfor åpningstidene ({date} {hours})}}',
  'refusal.withValues.overlap':
    'Tidspunktet overlapper BID{bookingId, number, ::group-off}, {client} {from}–{to}',
  'refusal.withValues.memberServices': '{member} utfører ikke {services}',
  'refusal.withValues.memberAway':
    '{kind, select, time_off {{days, plural, one {{member} har fravær {from}} other {{member} har fravær fra {from} til {to}}}} day_off {{member} jobber ikke på {weekday}er} other {Utenfor arbeidstiden til {member} ({weekday} {hours})}}',
  'refusal.withValues.memberInactive': '{member} er ikke aktiv: velg en annen medarbeider',
  'refusal.withValues.noShowBeforeStart':
    'En time kan ikke merkes som ikke møtt før den har begynt ({date} kl. {time})',
  'refusal.withValues.rateLimited':
    'For mange forespørsler til salongen: vent {seconds} s og prøv igjen',
} as const satisfies Record<AppPublicKey, string>;
