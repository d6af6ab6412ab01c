// The booking page's 409s by code (docs/decisions.md, API): a taken time and one not for sale
// told apart in Norwegian, the page's words in English too, and an unknown code by its status.
import { describe, expect, it } from 'vitest';
import { PORTAL_CATALOGS } from '../contract/i18n/portal-messages';
import { createTranslator } from '../contract/i18n/translator';
import { PortalError } from './portal-api';
import { refusalText } from './refusal-text';

const nb = createTranslator('nb', PORTAL_CATALOGS.nb);
const en = createTranslator('en', PORTAL_CATALOGS.en);
const refused = (msg: string, code: string, params?: Record<string, string | number>) =>
  new PortalError(409, [msg], [], [code], [params]);

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

  it('names the notice and the phone of a late cancel in Norwegian from its params', () => {
    const late = (params?: Record<string, string | number>) =>
      refused('Too late', 'cancel_too_late', params);
    expect(
      refusalText(late({ noticeMinutes: 120, phone: '+47 912 34 567' }), nb, 'nb', 'cancel'),
    ).toBe('Timen kan avbestilles på nett inntil 2 timer før den begynner. Ring +47 912 34 567.');
    expect(refusalText(late({ noticeMinutes: 60, phone: '912' }), nb, 'nb', 'cancel')).toBe(
      'Timen kan avbestilles på nett inntil 1 time før den begynner. Ring 912.',
    );
    expect(refusalText(late({ noticeMinutes: 45, phone: '912' }), nb, 'nb', 'cancel')).toBe(
      'Timen kan avbestilles på nett inntil 45 minutter før den begynner. Ring 912.',
    );
    // No phone to call, or an older answer without values: the sentence without them.
    expect(refusalText(late({ noticeMinutes: 120, phone: '' }), nb, 'nb', 'cancel')).toBe(
      'Det er for kort tid igjen til timen til å avbestille den på nett. Ring salongen.',
    );
    expect(refusalText(late(), nb, 'nb', 'cancel')).toBe(
      'Det er for kort tid igjen til timen til å avbestille den på nett. Ring salongen.',
    );
    // English: the server's sentence, which names them itself.
    expect(refusalText(late({ noticeMinutes: 120, phone: '912' }), en, 'en', 'cancel')).toBe(
      'Too late',
    );
  });
});
