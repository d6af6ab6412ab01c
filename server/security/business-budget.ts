// Fair sharing between businesses (docs/decisions.md, Fair sharing): each business spends from
// a budget of calls that refills at a steady rate. A call costs 1; a whole list (all_upcoming,
// all_past, all_appointment_by_client without parameters) also costs 1 per 100 rows it sends, so
// looping three years of bookings runs dry at once while a salon's day never comes near it.
// Kept in memory, per server process: the budget protects the process's own time, and counting
// in the database would make every signed-in read a write (docs/decisions.md, Fair sharing).
import { HttpError } from '../plugins/errors.js';

export interface BudgetLimits {
  /** Calls a business may make at once after a quiet spell: the app's start, an outbox replay. */
  burst: number;
  /** Calls per second the budget refills with, up to `burst`. */
  perSecond: number;
}

/** Rows of a whole list that cost one call. */
export const ROWS_PER_CALL = 100;

interface Budget {
  tokens: number;
  atMs: number;
}

export class BusinessBudgets {
  readonly #budgets = new Map<number, Budget>();

  constructor(
    readonly limits: BudgetLimits,
    readonly clock: () => Date,
  ) {}

  #refilled(businessId: number): Budget {
    const nowMs = this.clock().getTime();
    const budget = this.#budgets.get(businessId) ?? { tokens: this.limits.burst, atMs: nowMs };
    const refill = (Math.max(0, nowMs - budget.atMs) / 1000) * this.limits.perSecond;
    budget.tokens = Math.min(this.limits.burst, budget.tokens + refill);
    budget.atMs = nowMs;
    this.#budgets.set(businessId, budget);
    // A business quiet long enough to be full again needs no entry: the map stays as small as
    // the set of businesses busy right now.
    if (this.#budgets.size > 10_000) this.#forgetFull(nowMs);
    return budget;
  }

  #forgetFull(nowMs: number): void {
    const fullAfterMs = (this.limits.burst / this.limits.perSecond) * 1000;
    for (const [id, budget] of this.#budgets) {
      if (nowMs - budget.atMs >= fullAfterMs) this.#budgets.delete(id);
    }
  }

  /** Spends one call, or refuses with 429 and the seconds until one is back (Retry-After). */
  take(businessId: number): void {
    const budget = this.#refilled(businessId);
    if (budget.tokens >= 1) {
      budget.tokens -= 1;
      return;
    }
    const seconds = Math.max(1, Math.ceil((1 - budget.tokens) / this.limits.perSecond));
    throw new HttpError(
      429,
      `Too many requests for this business: please wait ${seconds} s and try again`,
      {},
      { 'Retry-After': String(seconds) },
      undefined,
      undefined,
      { seconds },
    );
  }

  /**
   * Charges what a whole list sent, after the fact: the budget may go below zero, down to one
   * burst, so the next calls wait until it has refilled (at most burst / perSecond seconds).
   */
  charge(businessId: number, rows: number): void {
    const budget = this.#refilled(businessId);
    budget.tokens = Math.max(-this.limits.burst, budget.tokens - rows / ROWS_PER_CALL);
  }
}
