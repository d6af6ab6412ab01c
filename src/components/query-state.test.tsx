import { useQueries, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { renderApp } from '../../tests/setup/render-app';
import { allOf, QueryState } from './query-state';

/** A query function the test answers by hand: each call waits for `answer` or `fail`. */
function manualSource<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return {
    fetch: () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })),
    get calls() {
      return calls.length;
    },
    answer: (value: T) => calls.at(-1)!.resolve(value),
    fail: (message: string) => calls.at(-1)!.reject(new ApiError(503, [message], undefined)),
  };
}

function Names({ source }: { source: ReturnType<typeof manualSource<string[]>> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: source.fetch });
  return (
    <QueryState
      query={query}
      loadingLabel="Loading names"
      errorTitle="Names could not be loaded"
      empty="No names yet"
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows a named loader, then the data', async () => {
    const source = manualSource<string[]>();
    renderApp(<Names source={source} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading names');
    source.answer(['Ada', 'Grace']);
    expect(await screen.findByText('Grace')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what failed where the list would be, and Retry loads it again', async () => {
    const source = manualSource<string[]>();
    renderApp(<Names source={source} />);
    await screen.findByRole('status');
    source.fail('Database is busy');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Names could not be loaded');
    expect(alert).toHaveTextContent('Database is busy');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(source.calls).toBe(2);
    source.answer(['Ada']);
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps showing loaded data when a later refresh fails', async () => {
    const source = manualSource<string[]>();
    const { queryClient } = renderApp(<Names source={source} />);
    await screen.findByRole('status');
    source.answer(['Ada']);
    await screen.findByText('Ada');
    const refresh = queryClient.refetchQueries({ queryKey: ['names'] });
    source.fail('Offline');
    await refresh;
    expect(queryClient.getQueryState(['names'])?.status).toBe('error');
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    const source = manualSource<string[]>();
    renderApp(<Names source={source} />);
    await screen.findByRole('status');
    source.answer([]);
    expect(await screen.findByText('No names yet')).toBeInTheDocument();
  });
});

function Pair({
  first,
  second,
}: {
  first: ReturnType<typeof manualSource<string>>;
  second: ReturnType<typeof manualSource<number>>;
}) {
  const [a, b] = useQueries({
    queries: [
      { queryKey: ['first'], queryFn: first.fetch },
      { queryKey: ['second'], queryFn: second.fetch },
    ],
  });
  return (
    <QueryState query={allOf([a, b])} loadingLabel="Loading both" errorTitle="Both needed">
      {([text, count]) => <p>{`${text} ${count.toFixed(1)}`}</p>}
    </QueryState>
  );
}

describe('allOf', () => {
  it('shows the data once every query has it, and Retry asks again only for the failed one', async () => {
    const first = manualSource<string>();
    const second = manualSource<number>();
    renderApp(<Pair first={first} second={second} />);
    await screen.findByRole('status');
    first.answer('ready');
    second.fail('Counts are unavailable');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Counts are unavailable');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect([first.calls, second.calls]).toEqual([1, 2]);
    second.answer(2);
    expect(await screen.findByText('ready 2.0')).toBeInTheDocument();
  });
});
