// Query keys of the catalogue and of the reference lists, in one place so that every write
// invalidates exactly the queries it changes; and the outbox targets its pending changes mark.
export const catalogueKeys = {
  /** Every catalogue read; the dashboard's service count lives under this prefix too. */
  all: ['catalogue'] as const,
  /** Shared with the dashboard's Services card, which counts the same list. */
  categoriesWithServices: () => [...catalogueKeys.all, 'categories-with-services'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  category: (id: number) => [...catalogueKeys.all, 'category', id] as const,
  /** One service with every field of its edit form (GET /api/services/{id}). */
  service: (id: number) => [...catalogueKeys.all, 'service', id] as const,
};

export const referenceKeys = {
  all: ['reference'] as const,
  serviceTypes: () => [...referenceKeys.all, 'service-types'] as const,
  priceTypes: () => [...referenceKeys.all, 'price-types'] as const,
  durations: () => [...referenceKeys.all, 'durations'] as const,
};

/** What a pending change alters, as the screens' "Pending" marks name it. */
export const categoryTarget = (id: number) => `category:${id}`;
export const serviceTarget = (id: number) => `service:${id}`;
/** The order of the categories, and of one category's services. */
export const categoryOrderTarget = 'category-order';
export const serviceOrderTarget = (categoryId: number) => `service-order:${categoryId}`;

/** The forms a refusal of their mutation is shown on (lib/forms/server-errors.ts, refuseOnForm). */
export const CATEGORY_FORM = 'catalogue.category';
export const SERVICE_FORM = 'catalogue.service';
