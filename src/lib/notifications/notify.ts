// Alerts as Mantine notifications (docs/decisions.md, Routes and screens): success in green, every
// server message as its own danger alert, 5 s by default. A danger alert is about the attempt that
// raised it, so it goes when a later attempt fails again or succeeds, and when the owner moves to
// another screen (clearStaleErrors, called by the router): a wrong-password alert never sits on the
// dashboard. An alert's own words (its title, its close button's name) are the owner's language
// (docs/decisions.md, Languages), so every alert shown here names its close button itself.
import { notifications } from '@mantine/notifications';
import { translate } from '../i18n/use-t';
import { refusalTexts } from '../i18n/server-text';

const ALERT_MS = 5000;
/** The registration message stays longer: it tells the owner to open their inbox. */
export const REGISTRATION_ALERT_MS = 20000;

/** The ids of the danger alerts on screen that a later attempt makes stale. */
const staleable = new Set<string>();

/** Hides the danger alerts of earlier attempts (not one that stays until dismissed). */
export function clearStaleErrors(): void {
  for (const id of staleable) notifications.hide(id);
  staleable.clear();
}

/** The close button's name, read when the alert is shown (the language may have changed). */
function closeButton(): { 'aria-label': string } {
  return { 'aria-label': translate('alert.close') };
}

export function notifySuccess(message: string, autoClose = ALERT_MS): void {
  clearStaleErrors();
  notifications.show({ message, color: 'green', autoClose, closeButtonProps: closeButton() });
}

/**
 * One danger alert per message of the error (server `errors[].msg`, or the error's text); a
 * refusal with a code of its own in the owner's language (docs/decisions.md, API).
 */
export function notifyError(error: unknown, autoClose = ALERT_MS): void {
  clearStaleErrors();
  for (const message of refusalTexts(error)) notifyDanger(message, autoClose);
}

/**
 * A danger alert beside the others of the same attempt. `autoClose: false` keeps it until it is
 * dismissed, whatever the owner does next (a device that could not save).
 */
export function notifyDanger(message: string, autoClose: number | false = ALERT_MS): void {
  const id: string = notifications.show({
    message,
    color: 'red',
    autoClose,
    title: translate('alert.errorTitle'),
    closeButtonProps: closeButton(),
    onClose: () => staleable.delete(id),
  });
  if (autoClose !== false) staleable.add(id);
}

/** One at a time: the notice of a batch of changes is not stacked. */
const PENDING_ID = 'change-kept-on-device';

export function notifyPending(): void {
  notifications.hide(PENDING_ID);
  notifications.show({
    id: PENDING_ID,
    // A change kept on this device (offline): it is sent, once, when the connection returns.
    message: translate('shell.keptOnDevice'),
    color: 'blue',
    autoClose: ALERT_MS,
    closeButtonProps: closeButton(),
  });
}

/** The kept changes were sent ("3 changes saved"): "will be sent" is no longer true. */
export function clearPendingNotice(): void {
  notifications.hide(PENDING_ID);
}
