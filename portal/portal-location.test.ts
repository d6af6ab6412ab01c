import { describe, expect, it } from 'vitest';
import { portalLocation } from './portal-location';

describe('portalLocation', () => {
  it('reads the booking page and the cancel link of a mail', () => {
    expect(portalLocation('/book/ada-hair')).toEqual({ page: 'book', slug: 'ada-hair' });
    expect(portalLocation('/book/ada-hair/')).toEqual({ page: 'book', slug: 'ada-hair' });
    expect(portalLocation('/book/ada-hair/cancel/abc_-1')).toEqual({
      page: 'cancel',
      slug: 'ada-hair',
      token: 'abc_-1',
    });
  });

  it('answers unknown for anything else', () => {
    for (const path of ['/', '/book', '/book/', '/book/a/b', '/book/a/cancel', '/login']) {
      expect(portalLocation(path)).toEqual({ page: 'unknown' });
    }
  });
});
