// The top bar's quiet "Updating…": a screen shows saved data while the server is asked again
// (docs/offline.md, Slow networks). Only a refresh of data already on screen counts; a first load
// has its skeleton. It waits a moment before showing, so a fast answer never flashes it.
import { useEffect, useState } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/use-t';
import classes from './updating-mark.module.css';

/** How long a refresh runs before the mark shows. */
export const UPDATING_MARK_DELAY_MS = 300;

/** True once `on` has stayed true for `delayMs`; false again as soon as `on` is. */
function useHeldTrue(on: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    const timer = window.setTimeout(() => setHeld(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setHeld(false);
    };
  }, [on, delayMs]);
  return on && held;
}

export function UpdatingMark() {
  const refreshing = useIsFetching({ predicate: (query) => query.state.data !== undefined }) > 0;
  const shown = useHeldTrue(refreshing, UPDATING_MARK_DELAY_MS);
  const t = useT();
  return (
    // Always in the page, so screen readers hear the text when it appears.
    <div aria-live="polite" data-testid="updating-mark">
      {shown && (
        <Group gap={6} wrap="nowrap">
          <Loader size={12} color="gray" aria-hidden />
          <Text size="xs" c="dimmed" className={classes.words} style={{ whiteSpace: 'nowrap' }}>
            {t('shell.updating')}
          </Text>
        </Group>
      )}
    </div>
  );
}
