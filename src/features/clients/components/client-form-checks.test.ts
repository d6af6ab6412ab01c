// The client form's refusals: the contract's own checks, worded in the owner's language, with the
// English exactly the contract's (docs/decisions.md, Languages).
import { describe, expect, it } from 'vitest';
import { clientBodySchema } from '@contract/clients';
import { translatorFor } from '@/lib/i18n/use-t';
import { clientFormErrors } from './client-form-checks';

const wrong = { firstName: ' ', lastName: 'Berg\u0007', phone: 'ring meg', email: 'nora@' };

describe('client form checks', () => {
  it('says in English exactly what the contract says', () => {
    const contract = clientBodySchema.safeParse(wrong);
    const firstOfEach = new Map<unknown, string>();
    for (const issue of contract.error?.issues ?? []) {
      if (!firstOfEach.has(issue.path[0])) firstOfEach.set(issue.path[0], issue.message);
    }
    expect(clientFormErrors(translatorFor('en'), wrong)).toEqual(Object.fromEntries(firstOfEach));
  });

  it('says it in Norwegian', () => {
    expect(clientFormErrors(translatorFor('nb'), wrong)).toEqual({
      firstName: 'Fornavn må fylles ut',
      lastName: 'Etternavnet kan ikke ha linjeskift eller kontrolltegn',
      phone: 'Telefonnummeret kan bare inneholde sifre, mellomrom og + ( ) - .',
      email: 'E-postadressen er ikke gyldig',
    });
    expect(
      clientFormErrors(translatorFor('nb'), { ...wrong, firstName: 'x'.repeat(101) }).firstName,
    ).toBe('Fornavnet kan ha høyst 100 tegn');
  });

  it('takes a walk-in with a first name only', () => {
    const walkIn = { firstName: 'Ola', lastName: ' ', phone: '', email: '' };
    expect(clientFormErrors(translatorFor('nb'), walkIn)).toEqual({});
  });

  it('finds nothing wrong with a good client', () => {
    const good = { firstName: 'Nora', lastName: 'Berg', phone: '+47 912 34 567', email: '' };
    expect(clientFormErrors(translatorFor('nb'), good)).toEqual({});
  });
});
