// Alerts as Mantine notifications (spec sections 4 and 8): success in green, every server message
// as its own danger alert, 5 s by default.
import { notifications } from '@mantine/notifications';
import { messagesOf } from '../api/api-error';

const ALERT_MS = 5000;
/** The registration message stays longer: it tells the owner to open their inbox. */
export const REGISTRATION_ALERT_MS = 20000;

export function notifySuccess(message: string, autoClose = ALERT_MS): void {
  notifications.show({ message, color: 'green', autoClose });
}

/** One danger alert per message of the error (server `errors[].msg`, or the error's text). */
export function notifyError(error: unknown, autoClose = ALERT_MS): void {
  for (const message of messagesOf(error)) notifyDanger(message, autoClose);
}

export function notifyDanger(message: string, autoClose: number | false = ALERT_MS): void {
  notifications.show({ message, color: 'red', autoClose, title: 'Error' });
}

/** A change kept on this device (offline): it is sent, once, when the connection returns. */
const PENDING_MESSAGE = 'Saved on this device: it will be sent when the connection returns';

export function notifyPending(): void {
  notifications.show({ message: PENDING_MESSAGE, color: 'blue', autoClose: ALERT_MS });
}
