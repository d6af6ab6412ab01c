// The server's e-mails and the booking's .ics texts, in each language (docs/decisions.md,
// Languages; the words as in docs/glossary.md). A client's mails are in the language they booked
// in, the owner's in the owner's.
import type { Language } from './language.js';

export const mailEn = {
  'mail.greeting': 'Hello {name},',
  'mail.greetingNoName': 'Hello,',
  'mail.verify.subject': 'Verify your business e-mail',
  'mail.verify.intro': 'Please confirm the e-mail address of {businessName} by opening this link:',
  'mail.verify.note':
    'The link works once and expires in 48 hours. If you did not register, ignore this e-mail.',
  'mail.again.subjectExists': 'Your account already exists',
  'mail.again.waiting1': 'Someone, perhaps you, registered again with this e-mail address.',
  'mail.again.waiting2':
    'It already has an account waiting for verification: the first registration stands.',
  'mail.again.waiting3': 'Open this link to verify the address (it works once, for 48 hours):',
  'mail.again.exists1': 'Someone, perhaps you, tried to register with this e-mail address.',
  'mail.again.exists2':
    'It already has an account: log in, or choose a new password if you forgot it.',
  'mail.again.notYou': 'If it was not you, ignore this e-mail: nothing has changed.',
  'mail.reset.subject': 'Choose a new password',
  'mail.reset.intro': 'To choose a new password for your business account, open this link:',
  'mail.reset.note':
    'The link works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  'mail.booked.subject': 'Your booking at {businessName}, {date} {time}',
  'mail.booked.what': '{services} with {member}, {date} at {time}.',
  'mail.booked.cancelIntro': 'To cancel it, open this link:',
  'mail.booked.questions': 'Questions? Call {phone}.',
  'mail.ics.summary': '{services} with {member} at {businessName}',
  'mail.ics.description': 'With {member}.\nTo cancel: {link}',
  'mail.owner.subject': 'New online booking: {date} {time}',
  'mail.owner.heading': 'New online booking BID{id}:',
  'mail.owner.what': '{services}, {date} at {time}, total {total}.',
  'mail.owner.with': 'With {member}.',
  // Address and booking page
  'mail.booked.address': 'Address: {address}',
  'mail.owner.note': 'Note from the client: {note}',
} as const;

export type MailKey = keyof typeof mailEn;

export const mailNb = {
  'mail.greeting': 'Hei {name},',
  'mail.greetingNoName': 'Hei,',
  'mail.verify.subject': 'Bekreft e-postadressen til salongen',
  'mail.verify.intro': 'Bekreft e-postadressen til {businessName} ved å åpne denne lenken:',
  'mail.verify.note':
    'Lenken virker én gang og utløper om 48 timer. Har du ikke registrert deg, kan du se bort fra denne e-posten.',
  'mail.again.subjectExists': 'Du har allerede en konto',
  'mail.again.waiting1': 'Noen, kanskje du, har registrert seg på nytt med denne e-postadressen.',
  'mail.again.waiting2':
    'Adressen har allerede en konto som venter på bekreftelse: den første registreringen gjelder.',
  'mail.again.waiting3':
    'Åpne denne lenken for å bekrefte adressen (den virker én gang, i 48 timer):',
  'mail.again.exists1': 'Noen, kanskje du, prøvde å registrere seg med denne e-postadressen.',
  'mail.again.exists2':
    'Adressen har allerede en konto: logg inn, eller velg et nytt passord hvis du har glemt det.',
  'mail.again.notYou': 'Var det ikke deg, kan du se bort fra denne e-posten: ingenting er endret.',
  'mail.reset.subject': 'Velg et nytt passord',
  'mail.reset.intro': 'Åpne denne lenken for å velge et nytt passord til salongkontoen din:',
  'mail.reset.note':
    'Lenken virker én gang og utløper om {minutes} minutter. Har du ikke bedt om den, kan du se bort fra denne e-posten: passordet ditt er uendret.',
  'mail.booked.subject': 'Timen din hos {businessName}, {date} {time}',
  'mail.booked.what': '{services} med {member}, {date} kl. {time}.',
  'mail.booked.cancelIntro': 'Vil du avbestille, åpner du denne lenken:',
  'mail.booked.questions': 'Spørsmål? Ring {phone}.',
  'mail.ics.summary': '{services} med {member} hos {businessName}',
  'mail.ics.description': 'Med {member}.\nAvbestille: {link}',
  'mail.owner.subject': 'Ny nettbestilling: {date} {time}',
  'mail.owner.heading': 'Ny nettbestilling BID{id}:',
  'mail.owner.what': '{services}, {date} kl. {time}, totalt {total}.',
  'mail.owner.with': 'Med {member}.',
  // Address and booking page
  'mail.booked.address': 'Adresse: {address}',
  'mail.owner.note': 'Beskjed fra kunden: {note}',
} as const satisfies Record<MailKey, string>;

export const MAIL_CATALOGS: Record<Language, Readonly<Record<MailKey, string>>> = {
  en: mailEn,
  nb: mailNb,
};
