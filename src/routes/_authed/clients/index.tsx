// /clients: the search text and the page live in the URL, so a reload or a link back keeps them.
// Both are optional (links need none); unknown values fall back to the defaults.
import { createFileRoute } from '@tanstack/react-router';
import { CLIENTS_PAGE_SIZE, clientsQueryOptions } from '@/entities/clients/api/get-clients';
import { ClientsScreen } from '@/features/clients/components/clients-screen';
import { startQuery } from '@/lib/query/start-query';

interface ClientsSearch {
  q?: string;
  page?: number;
}

// Plain checks rather than zod: search validation runs in the entry chunk, which every screen
// loads first (bench/README.md, Route weight).
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, 100);
  return text || undefined;
}

function pageNumber(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page > 1 ? page : undefined;
}

export const Route = createFileRoute('/_authed/clients/')({
  validateSearch: (search: Record<string, unknown>): ClientsSearch => ({
    q: searchText(search.q),
    page: pageNumber(search.page),
  }),
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  // Never waits: saved data shows at once, a first visit shows the skeleton; a new search or
  // page shows the last page until the next arrives (docs/offline.md, Slow networks).
  loader: ({ context, deps }) =>
    startQuery(
      context.queryClient,
      clientsQueryOptions(deps.q, (deps.page - 1) * CLIENTS_PAGE_SIZE),
    ),
  component: ClientsRoute,
});

function ClientsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClientsScreen
      state={{ q: search.q ?? '', page: search.page ?? 1 }}
      onChange={(next) =>
        void navigate({
          search: { q: next.q || undefined, page: next.page > 1 ? next.page : undefined },
          // Each keystroke's search should not fill the history; moving to another page should.
          replace: next.q !== (search.q ?? ''),
        })
      }
    />
  );
}
