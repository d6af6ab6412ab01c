// A mutation that goes through the outbox: online, the caller gets the server's checked answer
// as with any call; offline (or when the server is slow), the change is kept, shown as pending
// and the caller hears `pending`; a refusal the server gives at once is an ApiError as usual.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';
import { notifyError, notifyPending } from '../notifications/notify';
import { outbox } from './outbox';
import type { OutboxChange } from './outbox-runtime';

export type OutboxOutcome<T> = { status: 'sent'; data: T } | { status: 'pending' };

/** Status given to a refusal read from the outbox (its exact 4xx is not kept). */
const REFUSED_STATUS = 400;
const CONFLICT_STATUS = 409;

/** The `conflict` of a refusal the owner may overrule or rework; undefined for any other error. */
export function conflictOf(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== CONFLICT_STATUS) return undefined;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'conflict' in body
    ? body.conflict
    : undefined;
}

export async function submitChange<S extends z.ZodType>(
  change: OutboxChange,
  schema: S,
): Promise<OutboxOutcome<z.infer<S>>> {
  const result = await outbox.submit(change);
  if (result.status === 'pending') return { status: 'pending' };
  if (result.status === 'refused') {
    // The body keeps a conflict's details, so a form can offer "Book anyway" (conflictOf), and
    // the rest of the server's answer, so a screen can show what it lists (a deactivation's
    // bookings, docs/offline.md, States and transitions).
    const answer = typeof result.answer === 'object' && result.answer !== null ? result.answer : {};
    throw new ApiError(
      result.conflict === undefined ? REFUSED_STATUS : CONFLICT_STATUS,
      result.messages,
      { ...answer, conflict: result.conflict },
      result.items,
    );
  }
  const parsed = schema.safeParse(result.json);
  if (!parsed.success) {
    throw new ApiError(
      200,
      ['The server sent an answer this app does not understand'],
      result.json,
    );
  }
  return { status: 'sent', data: parsed.data };
}

interface OutboxMutationOptions<TVariables, S extends z.ZodType> {
  /** May be async: a file is read into bytes before it is queued. */
  toChange: (variables: TVariables) => OutboxChange | Promise<OutboxChange>;
  schema: S;
  /** The server applied it: the same as a plain mutation's onSuccess. */
  onSent: (data: z.infer<S>, variables: TVariables) => unknown;
  /** False: the caller shows a refusal itself (a form's alert); a toast by default. */
  notifyRefusals?: boolean;
  /** Shows a refusal instead of the toast (lib/forms/server-errors.ts, refuseOnForm). */
  onRefused?: (error: unknown) => void;
}

export function useOutboxMutation<TVariables, S extends z.ZodType>(
  options: OutboxMutationOptions<TVariables, S>,
) {
  return useMutation({
    mutationFn: async (variables: TVariables) =>
      submitChange(await options.toChange(variables), options.schema),
    onSuccess: (outcome, variables) => {
      if (outcome.status === 'sent') return options.onSent(outcome.data, variables);
      notifyPending();
    },
    onError: (error) => {
      if (options.onRefused) options.onRefused(error);
      else if (options.notifyRefusals !== false) notifyError(error);
    },
  });
}
