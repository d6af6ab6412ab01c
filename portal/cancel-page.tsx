// A cancel link from a confirmation mail: one button, then what was cancelled or why it cannot be.
import { useState } from 'react';
import { PageMessage } from './page-message';
import { cancelBooking, PortalError } from './portal-api';
import { clockText, longDate } from './portal-format';
import { usePortalText } from './portal-language';
import { refusalText } from './refusal-text';

type State =
  | { state: 'asking' }
  | { state: 'sending' }
  | { state: 'cancelled'; date: string; time: string }
  | { state: 'failed'; error: PortalError };

export function CancelPage({ slug, token }: { slug: string; token: string }) {
  const { t, locale, language } = usePortalText();
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
      {t('cancel.bookAgain')}
    </a>
  );
  if (state.state === 'cancelled') {
    return (
      <PageMessage title={t('cancel.doneTitle')} action={bookAgain}>
        {t('cancel.doneBody', {
          date: longDate(state.date, locale),
          time: clockText(state.time, locale),
        })}
      </PageMessage>
    );
  }
  if (state.state === 'failed' && state.error.status !== 0) {
    return (
      <PageMessage title={t('cancel.cannotTitle')} action={bookAgain}>
        {refusalText(state.error, t, language, 'cancel')}
      </PageMessage>
    );
  }
  return (
    <PageMessage
      title={t('cancel.askTitle')}
      action={
        <button
          type="button"
          className="primary danger"
          disabled={state.state === 'sending'}
          onClick={() => void cancel()}
        >
          {state.state === 'sending' ? t('cancel.sending') : t('cancel.button')}
        </button>
      }
    >
      {state.state === 'failed'
        ? refusalText(state.error, t, language, 'cancel')
        : t('cancel.askBody')}
    </PageMessage>
  );
}
