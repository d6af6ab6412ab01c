// What a screen shows while its data loads or when it cannot be loaded, so each screen only
// renders its data: a quiet loader, then the data, or, where the data would be, what failed with
// the server's reason and a Retry (docs/decisions.md, Routes and screens).
import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../lib/i18n/use-t';
import { serverText } from '../lib/i18n/server-text';
import { ApiError, messagesOf } from '../lib/api/api-error';

/** What QueryState reads of a query: TanStack Query's `useQuery` result fits, as does `allOf`. */
interface QueryLike<TData> {
  data: TData | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type LoadedData<Queries extends readonly QueryLike<unknown>[]> = {
  [Index in keyof Queries]: Exclude<Queries[Index]['data'], undefined>;
};

/** Several queries as one: loaded when all are, failed when one is; Retry asks the failed again. */
export function allOf<const Queries extends readonly QueryLike<unknown>[]>(
  queries: Queries,
): QueryLike<LoadedData<Queries>> {
  const loaded = queries.every((query) => query.data !== undefined);
  const failed = queries.filter((query) => query.isError);
  return {
    // A mapped tuple type cannot be built by Array.map: every entry was just checked as loaded.
    data: loaded ? (queries.map((query) => query.data) as LoadedData<Queries>) : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => failed.forEach((query) => void query.refetch()),
  };
}

/** The quiet loader, named for screen readers; `children` replaces the spinner (a skeleton). */
export function QueryLoader({ label, children }: { label: string; children?: ReactNode }) {
  const visible = children ?? (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
  return (
    <Stack gap="sm" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {visible}
    </Stack>
  );
}

/** The refusal's words in the owner's language (src/lib/i18n/server-text.ts). */
function errorText(error: unknown): string {
  if (error instanceof ApiError && error.items.length > 0)
    return error.items.map((item) => serverText(item)).join(' ');
  return messagesOf(error).join(' ');
}

/** A list or record that could not be loaded: what failed, the server's reason and a Retry. */
function QueryError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          {t('shell.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** Read by screen readers while loading, e.g. "Loading services". */
  loadingLabel: string;
  /** Shown instead of the spinner while loading, e.g. a skeleton of the screen. */
  skeleton?: ReactNode;
  /** The failure's title, e.g. "Services could not be loaded". */
  errorTitle: string;
  /** Shown instead of `children` when the data is an empty list; text shows dimmed. */
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

export function QueryState<TData>(props: QueryStateProps<TData>) {
  const { query, empty, children } = props;
  // Rendering a screen's data the first time is one of its longest tasks (bench/README.md, Three
  // years on screen: Lighthouse), and the answer arrives through a store React must render at
  // once. Deferring "loaded" keeps that pass short (the loader stays) and renders the data in a
  // second, interruptible pass that yields to the browser every few milliseconds. Only the
  // first arrival waits: later answers (another page, a refetch) render at once, with the state
  // around them.
  const loaded = useDeferredValue(query.data !== undefined);
  const data = loaded ? query.data : undefined;
  // Data already loaded (or kept from an earlier visit) stays usable when a later refresh fails.
  if (data !== undefined) {
    if (empty !== undefined && Array.isArray(data) && data.length === 0) {
      return typeof empty === 'string' ? (
        <Text c="dimmed" py="lg">
          {empty}
        </Text>
      ) : (
        empty
      );
    }
    return children(data);
  }
  if (query.isError) {
    return (
      <QueryError
        title={props.errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <QueryLoader label={props.loadingLabel}>{props.skeleton}</QueryLoader>;
}
