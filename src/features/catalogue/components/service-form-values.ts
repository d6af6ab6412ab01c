// The create-service form's values (select values are strings, as a <select> gives them), their
// checks (spec 5: the contract's, with the form's words for an unchosen select) and the payload
// they become (contract serviceCreateBodySchema).
import { z } from 'zod';
import { type ServiceCreateBody, serviceCreateBodySchema } from '../../../../contract/catalogue';

export interface ServiceFormValues {
  serviceName: string;
  categoryTypeID: string;
  serviceTypeID: string;
  servDesc: string;
  afterDescription: string;
  durationID: string;
  priceTypeID: string;
  price: string;
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
  };
}

/** A select's value: empty until chosen, then one of the ids the server listed. */
const choice = (message: string) => z.string().min(1, message);

/** `isFree` tells whether the chosen price type needs no price. */
export function serviceFormSchema(isFree: (priceTypeID: string) => boolean) {
  return (
    serviceCreateBodySchema
      .extend({
        categoryTypeID: choice('Choose a category'),
        serviceTypeID: choice('Choose who the service is available for'),
        durationID: choice('Choose a duration'),
        priceTypeID: choice('Choose a price type'),
        // Free text (spec 5): the server checks that it is an amount and says so if not.
        price: z.string(),
      })
      // Runs with the other fields' errors too, so every missing field shows at once.
      .refine((values) => isFree(values.priceTypeID) || values.price.trim() !== '', {
        message: 'Price is required',
        path: ['price'],
      })
  );
}

export function toServiceCreateBody(values: ServiceFormValues, free: boolean): ServiceCreateBody {
  return {
    serviceName: values.serviceName.trim(),
    categoryTypeID: Number(values.categoryTypeID),
    servDesc: values.servDesc.trim(),
    afterDescription: values.afterDescription.trim(),
    serviceTypeID: Number(values.serviceTypeID),
    durationID: Number(values.durationID),
    priceTypeID: Number(values.priceTypeID),
    // A Free service has no price; the server would ignore one anyway.
    ...(free ? {} : { price: values.price.trim() }),
  };
}
