// How a client is named everywhere in the app: their first and last name, or "Erased client".
import type { Client } from '@contract/clients';
import { translate } from '../../lib/i18n/use-t';
import type { LabelValue } from '../../lib/offline/outbox-label';

/**
 * The client's name, or "Erased client": a first name is required (contract
 * `newClientFieldsSchema`; a walk-in's last name may be '', docs/decisions.md, Appointments and
 * clients), so only an erasure leaves both empty (docs/decisions.md, Client data). A booking
 * carries the same two fields.
 */
export function clientName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return fullName(client) || translate('clientData.erasedName');
}

/**
 * The same name as a pending change's label keeps it (docs/offline.md, Outbox entries): the name
 * as it is, or "Erased client" as a message, worded in the language shown when the list shows it.
 */
export function clientNameValue(client: Pick<Client, 'firstName' | 'lastName'>): LabelValue {
  return fullName(client) || { key: 'clientData.erasedName' };
}

function fullName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  return `${client.firstName} ${client.lastName}`.trim();
}
