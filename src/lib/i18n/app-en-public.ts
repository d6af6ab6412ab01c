// The back office's words in English that a visitor sees signed out (docs/decisions.md,
// Languages): the public screens, their frame and menus, notifications, the update prompt and the
// server's refusals (server-text.ts). Only this part is loaded before the first render; the
// signed-in office's words are app-en.ts. app-nb-public.ts has the same keys in Norwegian.
export const appEnPublic = {
  'language.menu': 'Language',
  'colorScheme.menu': 'Colour scheme',
  'colorScheme.auto': 'Same as device',
  'colorScheme.light': 'Light',
  'colorScheme.dark': 'Dark',
  'shell.home': 'Salon Back Office: home',
  'landing.lead':
    'Run your salon’s back office: services and prices, opening hours and every client booking, in one place, even offline.',
  'auth.login': 'Login',
  'auth.register': 'Register',
  'auth.cancel': 'Cancel',
  'auth.loginSubtitle': 'Sign in to manage your services, hours and bookings.',
  'auth.email': 'Business email',
  'auth.password': 'Password',
  'auth.showField': 'Show {field}',
  'auth.forgot': 'Forgot password?',
  'auth.newHere': 'New here?',
  'auth.registerBusiness': 'Register your business',
  'auth.unverifiedTitle': 'Your business email is not verified yet',
  'auth.unverifiedBody': 'Open the link we sent to {email}, or ask for a new one.',
  'auth.resend': 'Resend verification e-mail',
  'auth.firstName': 'First name',
  'auth.lastName': 'Last name',
  'auth.businessName': 'Business name',
  'auth.confirmPassword': 'Confirm password',
  'auth.countryCode': 'Country code',
  'auth.noCountry': 'No country matches',
  'auth.mobile': 'Business mobile',
  'auth.alreadyRegistered': 'Already registered?',
  'auth.sentTo': 'We sent a message to {email}.',
  'auth.sentToYours': 'We sent a message to your business email.',
  'auth.openLink': 'Open its link to activate your account, then log in.',
  'auth.alreadyAccount':
    'Already have an account with this address? The message tells you how to log in or choose a new password.',
  'auth.noMail': 'No e-mail after a few minutes? Check your spam folder, or ask for a new link.',
  'auth.alreadyVerified': 'Already verified?',
  'auth.checkInbox': 'Check your inbox',
  'auth.backToLogin': 'Back to login',
  'auth.sendAnother': 'Send another link',
  'auth.sendReset': 'Send reset link',
  'auth.resetNote': 'The link works once and for one hour.',
  'auth.forgotSubtitle':
    'Enter your business email: we will send you a link to choose a new password.',
  'auth.registerSubtitle': 'Create your business account. We will e-mail you a link to verify it.',
  'auth.resetTitle': 'Choose a new password',
  'auth.passwordChanged': 'Password changed',
  'auth.passwordChangedBody': 'Your password is changed. Log in with it.',
  'auth.resetLinksNote':
    'Reset links work once and for one hour. Ask for a new one: it reaches you in a minute.',
  'auth.resetLinkInvalid': 'This reset link is unknown, already used or expired.',
  'auth.askNewLink': 'Ask for a new link',
  'auth.newPassword': 'New password',
  'auth.confirmNewPassword': 'Confirm new password',
  'auth.saveNewPassword': 'Save new password',
  'auth.signedOutEverywhere': 'Every device signed in to this account is signed out.',
  'auth.verifying': 'Verifying your email address',
  'auth.verifyingShort': 'Verifying',
  'auth.verifyLinkInvalid': 'This verification link is unknown, already used or expired.',
  'auth.goToLogin': 'Go to login',
  'auth.verified': 'Your email address has been verified',
  'auth.otherDevice':
    'This link was opened on another device than the one that registered, so the password chosen at registration no longer works: choose your password now. The button works once, for one hour; later, use "Forgot password?" on the login page.',
  'auth.choosePassword': 'Choose a password',
  'auth.nowActive': 'Your account is now active: log in with your business email and password.',
  'shell.notFound': '404 Page Not Found',
  'shell.keptOnDevice': 'Saved on this device: it will be sent when the connection returns',
  'auth.passwordRule': 'At least {min} characters, at most {max}',
  // The server's English texts, shown as the server wrote them in English; in Norwegian the app
  // tells a refusal from its code (server-text.ts).
  'server.passwordsMismatch': 'Password do not match',
  'server.badCredentials': 'The e-mail or password is not correct',
  'server.notVerified':
    'Please verify your business email first: open the link we sent you, or ask for a new one',
  'server.checkInbox':
    'Check your inbox: we sent a message to {email}. Open its link to activate your account.',
  'server.resetRequested':
    'If an account uses that address, we sent it a link to choose a new password. The link works once, for one hour.',
  'server.resendSent':
    'If an account with that address still needs verifying, we sent it a new link',
  'server.field': '{field}: please check this value.',
  'server.invalid': 'Please check what you entered.',
  'server.unauthenticated': 'Your session has ended. Please log in again.',
  'server.forbidden': 'This is not allowed.',
  'server.notFound': 'Not found. It may have been deleted.',
  'server.conflict': 'Something changed meanwhile. Please reload and try again.',
  'server.rateLimited': 'Too many attempts. Please wait a moment and try again.',
  'server.tooLarge': 'The file is too large.',
  'server.serverError': 'Something went wrong on the server. Please try again.',
  // Client data: export and erasure (docs/decisions.md, Client data).
  'server.clientErased': 'This client has already been erased',
  // Catalogue (the Services screens and their changes)
  'catalogue.free': 'Free',
  // Address and booking page
  'businessAddress.postalCodeInvalid': 'This postal code is not valid here.',
  // The booking editor, booking details, checkout and the diary's changes (docs/decisions.md,
  // Languages): the spec's English kept as it was.
  'booking.refusal.outsideHours': 'Outside opening hours',
  'booking.refusal.changed':
    'This appointment was changed since you last saw it: check it and try again',
  // No English left in Norwegian (docs/decisions.md, Languages): danger alerts, kept ahead.
  'alert.errorTitle': 'Error',
  'alert.close': 'Close alert',
  // A new version of the app (src/app/service-worker.tsx).
  'update.available': 'A new version is available',
  'update.reload': 'Reload',
  'update.waitsForPending':
    '{count, plural, one {The new version loads once your pending change is sent or discarded} other {The new version loads once your # pending changes are sent or discarded}}',
  // A 409 worded by its code (src/lib/i18n/server-text.ts; docs/decisions.md, API).
  'refusal.teamFull': 'A business has at most {max} team members',
  'refusal.lastActiveMember': 'A business needs at least one active team member',
  'refusal.memberHasFutureBookings':
    'This team member has future bookings: move them to another member or cancel them first',
  'refusal.noActiveMember': 'The business has no active team member',
  'refusal.cancelledNotChangeable': 'A cancelled booking cannot be changed',
  'refusal.noShowNotChangeable': 'A no-show booking cannot be changed',
  'refusal.alreadyCancelled': 'This booking is already cancelled',
  'refusal.noShowNotCancellable': 'A no-show cannot be cancelled',
  'refusal.cancelledNotNoShow': 'A cancelled booking cannot be a no-show',
  'refusal.alreadyNoShow': 'This booking is already marked a no-show',
  'refusal.refundUnpaid': 'Only a paid booking can be refunded',
  'refusal.cancelledNotCheckout': 'A cancelled booking cannot be checked out',
  'refusal.alreadyPaid': 'This booking is already paid: refund it first to take the payment again',
  'refusal.alreadyRefunded': 'This payment is already refunded',
  'refusal.notRestorable': 'Only a cancelled or no-show booking can be restored',
  'refusal.slugTaken': 'This booking link is already taken',
  'refusal.categoryNotEmpty':
    'This category still has services: move them to another category or delete them first',
  'refusal.categoryNameTaken': 'A category with this name already exists',
  'refusal.breakOverlap': 'This break overlaps another break on the same day',
  'refusal.overlap': 'This time overlaps another booking',
  'refusal.memberServices': 'The team member does not do every chosen service',
  'refusal.memberAway': 'The team member is not working then',
  'refusal.memberInactive': 'This team member is not active: choose another team member',
  'refusal.noShowBeforeStart': 'A booking cannot be marked a no-show before it starts',
  // A refusal that names values, said with its `params` (src/lib/i18n/server-text.ts;
  // docs/decisions.md, API). English shows the server's sentence, which these mirror.
  'refusal.withValues.categoryNameTaken': 'A category named "{categoryName}" already exists',
  'refusal.withValues.breakOverlap':
    '{weekday} already has a break from {startTime} to {endTime} that overlaps this one',
  'refusal.withValues.outsideHours':
    '{ranges, plural, =0 {Outside opening hours (closed on {date})} other {Outside opening hours ({date} {hours})}}',
  'refusal.withValues.overlap':
    'This time overlaps BID{bookingId, number, ::group-off}, {client} {from}–{to}',
  'refusal.withValues.memberServices': '{member} does not do {services}',
  'refusal.withValues.memberAway':
    '{kind, select, time_off {{days, plural, one {{member} is away on {from}} other {{member} is away from {from} to {to}}}} day_off {{member} does not work on {weekday}s} other {Outside {member}’s hours ({weekday} {hours})}}',
  'refusal.withValues.memberInactive': '{member} is not active: choose another team member',
  'refusal.withValues.noShowBeforeStart':
    'A booking cannot be marked a no-show before it starts ({date} {time})',
  'refusal.withValues.rateLimited':
    'Too many requests for this business: please wait {seconds} s and try again',
} as const;

export type AppPublicKey = keyof typeof appEnPublic;
