// One query client for the app: reads retry a little, refused mutations never retry on their own.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30 * 1000,
        // A 4xx will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
