// The app's own changes must read back through their kinds: a change this version makes that its
// kind's schema refuses would be refused at submit, or failed as "saved by an older version".
import { describe, expect, it } from 'vitest';
import { removeLogoChange } from '../features/business-settings/api/remove-brand-logo';
import { businessInfoChange } from '../features/business-settings/api/update-business-info';
import { dayOpenChange } from '../features/business-settings/api/update-day-open';
import {
  closingTimeChange,
  openingTimeChange,
} from '../features/business-settings/api/update-day-times';
import { createCategoryChange } from '../features/catalogue/api/create-category';
import { createServiceKind } from '../features/catalogue/api/create-service';
import { jsonBody } from '../lib/offline/change-kinds';
import { changeKinds } from './outbox-session';

describe('the app’s kinds of change', () => {
  it('read back what the hour, logo and profile changes store, cleared times included', async () => {
    const changes = [
      dayOpenChange({ id: 3, open: 0 }, 3),
      openingTimeChange({ tid: 3, openingTime: '' }, 3),
      closingTimeChange({ ctid: 3, closingTime: '18:30' }, 3),
      removeLogoChange(7),
      await businessInfoChange(7, {
        firstname: 'Ada',
        lastname: '',
        mobile: '+47 123 45 678',
        timezone: 'Europe/Oslo',
        brandLogo: new File([new Uint8Array([1])], 'logo.png', { type: 'image/png' }),
      }),
    ];
    expect(changes.map((change) => changeKinds.read(change).ok)).toEqual(changes.map(() => true));
  });

  it('read a service in a category created offline, named by its temporary id', () => {
    const category = createCategoryChange({ categoryName: 'Nails', description: 'Hands' });
    expect(changeKinds.read(category).ok).toBe(true);
    const service = {
      kind: createServiceKind.kind,
      body: jsonBody({
        serviceName: 'Manicure',
        categoryTypeID: category.creates!.tempId,
        servDesc: 'Shape and polish',
        serviceTypeID: 1,
        durationID: 2,
        priceTypeID: 1,
        price: '25',
      }),
    };
    expect(changeKinds.read(service)).toMatchObject({
      ok: true,
      body: { categoryTypeID: category.creates!.tempId },
    });
  });

  it('do not read a body of another shape', () => {
    const change = dayOpenChange({ id: 3, open: 1 }, 3);
    expect(changeKinds.read({ ...change, body: jsonBody({ day: 3, isOpen: true }) })).toMatchObject(
      {
        ok: false,
      },
    );
  });
});
