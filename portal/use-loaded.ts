// A call the page shows the answer of: loading, the answer, or why it failed, with a retry. An
// answer belongs to the call that asked for it: once the visitor has asked for another (other
// services, later dates), the page shows "loading" until that one answers.
import { useCallback, useEffect, useState } from 'react';
import { PortalError } from './portal-api';

export type Loaded<T> =
  { state: 'loading' } | { state: 'done'; data: T } | { state: 'failed'; error: PortalError };

interface Settled<T> {
  load: () => Promise<T>;
  attempt: number;
  result: Loaded<T>;
}

/** `initial`: an answer the page already has for the first call (the profile the server wrote). */
export function useLoaded<T>(
  load: (() => Promise<T>) | null,
  initial?: T,
): [Loaded<T> | null, () => void] {
  const [first] = useState(() => (initial === undefined ? null : { load, data: initial }));
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load || (first?.load === load && attempt === 0)) return;
    let current = true;
    const settle = (result: Loaded<T>) => {
      if (current) setSettled({ load, attempt, result });
    };
    load().then(
      (data) => settle({ state: 'done', data }),
      (error: unknown) =>
        settle({
          state: 'failed',
          error: error instanceof PortalError ? error : new PortalError(0, [String(error)]),
        }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt, first]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (!load) return [null, retry];
  if (first?.load === load && attempt === 0) return [{ state: 'done', data: first.data }, retry];
  const mine = settled?.load === load && settled.attempt === attempt;
  return [mine ? settled.result : { state: 'loading' }, retry];
}
