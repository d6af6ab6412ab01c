// Query keys of the catalogue's reads, in one place so that every write invalidates exactly the
// queries it changes. The Services screens edit the catalogue and the dashboard's Services card
// counts it, so both name one key and share one cached list (docs/architecture.md, Layout and
// import rules).
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
