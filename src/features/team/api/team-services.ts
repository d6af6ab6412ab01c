// GET /api/cat_wise_services/ as the Team screen reads it: the services a member may perform,
// grouped by category. Its own key, not the catalogue's: a feature never reaches into another's
// cache (docs/architecture.md, Layout and import rules).
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { categoryWithServicesListSchema } from '@contract/catalogue';
import { apiRequest } from '@/lib/api/api-client';

export interface TeamServiceGroup {
  name: string;
  services: { id: number; name: string }[];
}

export function teamServicesQueryOptions() {
  return queryOptions({
    queryKey: ['team-services'] as const,
    queryFn: async ({ signal }): Promise<TeamServiceGroup[]> => {
      const categories = await apiRequest(apiPaths.categoriesWithServices, {
        schema: categoryWithServicesListSchema,
        signal,
      });
      return categories
        .filter((category) => category.services.length > 0)
        .map((category) => ({
          name: category.categoryName,
          services: category.services.map((service) => ({
            id: service.sid,
            name: service.serviceName,
          })),
        }));
    },
  });
}
