// How a client is named everywhere in the app: their first and last name, or "Erased client".
import type { Client } from '@contract/clients';
import { translate } from '../../lib/i18n/use-t';

/**
 * The client's name, or "Erased client": a first name is required (contract
 * `newClientFieldsSchema`; a walk-in's last name may be '', docs/decisions.md, Appointments and
 * clients), so only an erasure leaves both empty (docs/decisions.md, Client data). A booking
 * carries the same two fields.
 */
export function clientName(client: Pick<Client, 'firstName' | 'lastName'>): string {
  const name = `${client.firstName} ${client.lastName}`.trim();
  return name || translate('clientData.erasedName');
}
