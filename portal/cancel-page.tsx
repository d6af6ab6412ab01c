// A cancel link from a confirmation mail: one button, then what was cancelled or why it cannot be.
import { useState } from 'react';
import { PageMessage } from './page-message';
import { cancelBooking, PortalError } from './portal-api';
import { clockText, longDate } from './portal-format';

type State =
  | { state: 'asking' }
  | { state: 'sending' }
  | { state: 'cancelled'; date: string; time: string }
  | { state: 'failed'; error: PortalError };

export function CancelPage({ slug, token }: { slug: string; token: string }) {
  const [state, setState] = useState<State>({ state: 'asking' });
  const cancel = async () => {
    setState({ state: 'sending' });
    try {
      const cancelled = await cancelBooking(token);
      setState({ state: 'cancelled', date: cancelled.date, time: cancelled.time });
    } catch (error) {
      setState({
        state: 'failed',
        error: error instanceof PortalError ? error : new PortalError(0, [String(error)]),
      });
    }
  };
  const bookAgain = (
    <a className="primary" href={`/book/${encodeURIComponent(slug)}`}>
      Book another time
    </a>
  );
  if (state.state === 'cancelled') {
    return (
      <PageMessage title="Your booking is cancelled" action={bookAgain}>
        The booking on {longDate(state.date)} at {clockText(state.time)} is cancelled and the time
        is free for others.
      </PageMessage>
    );
  }
  if (state.state === 'failed' && state.error.status !== 0) {
    return (
      <PageMessage title="This booking cannot be cancelled here" action={bookAgain}>
        {state.error.messages.join(' ')}
      </PageMessage>
    );
  }
  return (
    <PageMessage
      title="Cancel your booking?"
      action={
        <button
          type="button"
          className="primary danger"
          disabled={state.state === 'sending'}
          onClick={() => void cancel()}
        >
          {state.state === 'sending' ? 'Cancelling…' : 'Cancel booking'}
        </button>
      }
    >
      {state.state === 'failed'
        ? state.error.messages.join(' ')
        : 'Cancelling frees the time for others. This cannot be undone.'}
    </PageMessage>
  );
}
