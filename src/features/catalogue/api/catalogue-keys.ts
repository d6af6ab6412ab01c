// Query keys of the reference lists, in one place so that every write invalidates exactly the
// queries it changes; and the outbox targets its pending changes mark. The catalogue's own keys
// are the catalogue entity's (entities/catalogue/api/catalogue-keys.ts).
import { idTarget } from '@/lib/offline/outbox-targets';

export const referenceKeys = {
  all: ['reference'] as const,
  serviceTypes: () => [...referenceKeys.all, 'service-types'] as const,
  priceTypes: () => [...referenceKeys.all, 'price-types'] as const,
  durations: () => [...referenceKeys.all, 'durations'] as const,
};

/** What a pending change alters, as the screens' "Pending" marks name it. */
export const categoryTarget = idTarget('category');
export const serviceTarget = idTarget('service');
/** The order of the categories, and of one category's services. */
export const categoryOrderTarget = 'category-order';
export const serviceOrderTarget = idTarget('service-order');

/** The forms a refusal of their mutation is shown on (lib/forms/server-errors.ts, refuseOnForm). */
export const CATEGORY_FORM = 'catalogue.category';
export const SERVICE_FORM = 'catalogue.service';
