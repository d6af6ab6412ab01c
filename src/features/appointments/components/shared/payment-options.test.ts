import { describe, expect, it } from 'vitest';
import { paymentOptions } from './payment-options';

describe('paymentOptions', () => {
  it('offers the checkout only to an unpaid booking not cancelled', () => {
    expect(paymentOptions('booked', 'unpaid')).toEqual({ checkout: true, refund: false });
    expect(paymentOptions('completed', 'unpaid')).toEqual({ checkout: true, refund: false });
    expect(paymentOptions('no_show', 'unpaid')).toEqual({ checkout: true, refund: false });
    expect(paymentOptions('cancelled', 'unpaid')).toEqual({ checkout: false, refund: false });
  });

  it('offers a refund only for a paid booking, and nothing once refunded', () => {
    expect(paymentOptions('completed', 'paid')).toEqual({ checkout: false, refund: true });
    expect(paymentOptions('cancelled', 'paid')).toEqual({ checkout: false, refund: true });
    expect(paymentOptions('completed', 'refunded')).toEqual({ checkout: false, refund: false });
  });
});
