import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { UPDATING_MARK_DELAY_MS, UpdatingMark } from './updating-mark';

/** A read whose answer the test hands over when it wants. */
function heldAnswer() {
  let answer!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { queryFn: () => promise, answer };
}

function renderMark(queryClient: QueryClient) {
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <UpdatingMark />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the Updating mark', () => {
  it('shows while saved data is refreshed slowly, then goes away', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['services'], 'saved');
    renderMark(queryClient);
    const held = heldAnswer();
    void queryClient.fetchQuery({ queryKey: ['services'], queryFn: held.queryFn });

    await act(() => vi.advanceTimersByTimeAsync(UPDATING_MARK_DELAY_MS - 1));
    expect(screen.queryByText('Updating…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(screen.getByTestId('updating-mark')).toHaveAttribute('aria-live', 'polite');

    await act(async () => {
      held.answer('fresh');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText('Updating…')).toBeNull();
  });

  it('never flashes for an answer faster than its delay', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['services'], 'saved');
    renderMark(queryClient);
    const held = heldAnswer();
    void queryClient.fetchQuery({ queryKey: ['services'], queryFn: held.queryFn });
    await act(() => vi.advanceTimersByTimeAsync(UPDATING_MARK_DELAY_MS / 2));
    await act(async () => {
      held.answer('fresh');
      await vi.advanceTimersByTimeAsync(UPDATING_MARK_DELAY_MS * 2);
    });
    expect(screen.queryByText('Updating…')).toBeNull();
  });

  it('leaves a first load to the screen’s skeleton', async () => {
    const queryClient = new QueryClient();
    renderMark(queryClient);
    void queryClient.fetchQuery({ queryKey: ['services'], queryFn: heldAnswer().queryFn });
    await act(() => vi.advanceTimersByTimeAsync(UPDATING_MARK_DELAY_MS * 2));
    expect(screen.queryByText('Updating…')).toBeNull();
  });
});
