// The create-service form's values (select values are strings, as a <select> gives them), their
// checks (spec 5) and the payload they become (contract serviceCreateBodySchema).
import type { ServiceCreateBody } from '../../../../contract/catalogue';

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

const required = (message: string) => (value: string) => (value.trim() ? null : message);

/** `isFree` tells whether the chosen price type needs no price. */
export function serviceFormValidation(isFree: (priceTypeID: string) => boolean) {
  return {
    serviceName: required('Service name is required'),
    categoryTypeID: required('Choose a category'),
    serviceTypeID: required('Choose who the service is available for'),
    servDesc: required('Service description is required'),
    durationID: required('Choose a duration'),
    priceTypeID: required('Choose a price type'),
    // Free text (spec 5): the server checks that it is an amount and says so if not.
    price: (value: string, values: ServiceFormValues) =>
      isFree(values.priceTypeID) || value.trim() ? null : 'Price is required',
  };
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
