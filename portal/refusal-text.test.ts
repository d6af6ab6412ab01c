// The booking page's 409s by code (docs/decisions.md, API): a taken time and one not for sale
// told apart in Norwegian, the page's words in English too, and an unknown code by its status.
import { describe, expect, it } from 'vitest';
import { PORTAL_CATALOGS } from '../contract/i18n/portal-messages';
import { createTranslator } from '../contract/i18n/translator';
import { PortalError } from './portal-api';
import { refusalText } from './refusal-text';

const nb = createTranslator('nb', PORTAL_CATALOGS.nb);
const en = createTranslator('en', PORTAL_CATALOGS.en);
const refused = (msg: string, code: string) => new PortalError(409, [msg], [], [code]);

describe('refusalText', () => {
  it('tells a taken time from one not for sale online, in Norwegian', () => {
    expect(refusalText(refused('Sorry, taken', 'slot_taken'), nb, 'nb', 'book')).toBe(
      'Beklager, denne tiden ble nettopp tatt. Velg en annen tid.',
    );
    expect(refusalText(refused('Not online', 'slot_not_bookable'), nb, 'nb', 'book')).toBe(
      'Denne tiden kan ikke bestilles på nett. Velg en annen tid.',
    );
  });

  it('says a fixed refusal in the page’s English, and an unknown code as sent', () => {
    expect(refusalText(refused('Not online', 'slot_not_bookable'), en, 'en', 'book')).toBe(
      'This time cannot be booked online. Please choose another time.',
    );
    expect(refusalText(refused('Something new', 'something_new'), en, 'en', 'book')).toBe(
      'Something new',
    );
    expect(refusalText(refused('Something new', 'something_new'), nb, 'nb', 'book')).toBe(
      'Beklager, denne tiden ble nettopp tatt. Velg en annen tid.',
    );
  });
});
