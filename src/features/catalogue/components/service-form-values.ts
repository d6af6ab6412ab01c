// The service form's values (select values are strings, as a <select> gives them), their checks
// (spec 5: the contract's, with the form's words for an unchosen select), the payload they become
// (contract serviceBodySchema) and the values an edited service starts from.
import { z } from 'zod';
import {
  parsePriceToCents,
  type ServiceBody,
  serviceBodySchema,
  type ServiceDetail,
} from '@contract/catalogue';
import type { AppTranslate } from '@/lib/i18n/use-t';

export interface ServiceFormValues {
  serviceName: string;
  categoryTypeID: string;
  serviceTypeID: string;
  servDesc: string;
  afterDescription: string;
  durationID: string;
  priceTypeID: string;
  price: string;
  /** "Offered on the booking page" (docs/decisions.md, Catalogue edits). */
  onlineBooking: boolean;
}

export function emptyServiceForm(categoryId?: number): ServiceFormValues {
  return {
    serviceName: '',
    categoryTypeID: categoryId ? String(categoryId) : '',
    serviceTypeID: '',
    servDesc: '',
    afterDescription: '',
    durationID: '',
    priceTypeID: '',
    price: '',
    onlineBooking: true,
  };
}

/** An edited service's values; a Free service has no price, so its field stays empty. */
export function serviceFormValues(service: ServiceDetail): ServiceFormValues {
  return {
    serviceName: service.serviceName,
    categoryTypeID: String(service.categoryTypeID),
    serviceTypeID: String(service.serviceTypeID),
    servDesc: service.servDesc,
    afterDescription: service.afterDescription,
    durationID: String(service.durationID),
    priceTypeID: String(service.priceTypeID),
    price: service.price === null ? '' : service.price.toFixed(2),
    onlineBooking: service.onlineBooking,
  };
}

/** A select's value: empty until chosen, then one of the ids the server listed. */
const choice = (message: string) => z.string().min(1, message);

/**
 * `isFree` tells whether the chosen price type needs no price; `t` words the form's own checks in
 * the owner's language (the contract's checks keep the spec's English, docs/decisions.md,
 * Languages).
 */
export function serviceFormSchema(t: AppTranslate, isFree: (priceTypeID: string) => boolean) {
  return (
    serviceBodySchema
      .extend({
        categoryTypeID: choice(t('catalogue.chooseCategory')),
        serviceTypeID: choice(t('catalogue.chooseWho')),
        durationID: choice(t('catalogue.chooseDuration')),
        priceTypeID: choice(t('catalogue.choosePriceType')),
        // Free text (spec 5): the server checks that it is an amount and says so if not.
        price: z.string(),
      })
      // Runs with the other fields' errors too, so every missing field shows at once. The
      // amount is read by the contract's parser, so "1 650,50" passes and "1,650" is refused
      // here with the server's words (docs/decisions.md, Data).
      .superRefine((values, ctx) => {
        if (isFree(values.priceTypeID)) return;
        const parsed = parsePriceToCents(values.price);
        if (parsed === null)
          ctx.addIssue({ code: 'custom', message: t('catalogue.priceRequired'), path: ['price'] });
        else if (typeof parsed === 'string')
          ctx.addIssue({ code: 'custom', message: parsed, path: ['price'] });
      })
  );
}

export function toServiceBody(values: ServiceFormValues, free: boolean): ServiceBody {
  return {
    serviceName: values.serviceName.trim(),
    categoryTypeID: Number(values.categoryTypeID),
    servDesc: values.servDesc.trim(),
    afterDescription: values.afterDescription.trim(),
    serviceTypeID: Number(values.serviceTypeID),
    durationID: Number(values.durationID),
    priceTypeID: Number(values.priceTypeID),
    onlineBooking: values.onlineBooking,
    // A Free service has no price; the server would ignore one anyway.
    ...(free ? {} : { price: values.price.trim() }),
  };
}
