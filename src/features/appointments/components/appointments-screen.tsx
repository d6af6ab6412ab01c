// /appointments: the heading, the Table / Calendar toggle, and the chosen view. The view, tab,
// calendar mode, date and member filter come from the URL (the route), so a reload keeps them.
import './styles';
import { useState } from 'react';
import { Button, SegmentedControl, Group, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useBusinessNow } from '@/lib/format/use-business-now';
import { useT } from '@/lib/i18n/use-t';
import { useOutboxEntries } from '@/lib/offline/outbox';
import { BookingEditorModal, type EditorStart } from './booking-editor/booking-editor-modal';
import type { CalendarMode } from './calendar/calendar-model';
import { LazyAppointmentsCalendar } from './calendar/lazy-appointments-calendar';
import { AppointmentsTableView, type AppointmentsTab } from './table/appointments-table-view';

export type AppointmentsView = 'table' | 'calendar';

export interface AppointmentsScreenState {
  view: AppointmentsView;
  tab: AppointmentsTab;
  mode: CalendarMode;
  /** "YYYY-MM-DD". */
  date: string;
  /**
   * The member filter of the table, the week and the month; none shows everyone
   * (docs/decisions.md, Team).
   */
  member?: number;
  /** A pending change refused as a conflict, opened in the editor ("Choose another time"). */
  rebook?: number;
}

interface AppointmentsScreenProps {
  state: AppointmentsScreenState;
  onChange: (next: Partial<AppointmentsScreenState>) => void;
}

/**
 * The next whole hour today on the business's clock (`now`, "YYYY-MM-DD HH:mm:ss"), or 10:00 on
 * another day: where a new booking starts.
 */
function suggestedStart(date: string, businessNow: string): EditorStart {
  const now = dayjs(businessNow);
  const today = date === now.format('YYYY-MM-DD');
  return { kind: 'new', date, time: today ? now.add(1, 'hour').format('HH:00') : '10:00' };
}

export function AppointmentsScreen({ state, onChange }: AppointmentsScreenProps) {
  const [started, setStarted] = useState<EditorStart | null>(null);
  const t = useT();
  const businessNow = useBusinessNow();
  const entries = useOutboxEntries();
  const reworked = entries.find((entry) => entry.id === state.rebook);
  const editor: EditorStart | null =
    started ?? (reworked ? { kind: 'rework', entry: reworked } : null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{t('diary.title')}</Title>
        <Button onClick={() => setStarted(suggestedStart(state.date, businessNow()))}>
          {t('diary.newBooking')}
        </Button>
        <SegmentedControl
          aria-label={t('diary.view')}
          value={state.view}
          onChange={(value) => onChange({ view: value === 'calendar' ? 'calendar' : 'table' })}
          data={[
            { value: 'table', label: t('diary.view.table') },
            { value: 'calendar', label: t('diary.view.calendar') },
          ]}
        />
      </Group>
      {state.view === 'table' ? (
        <AppointmentsTableView
          tab={state.tab}
          onTabChange={(tab) => onChange({ tab })}
          member={state.member}
          onMemberChange={(member) => onChange({ member })}
        />
      ) : (
        <LazyAppointmentsCalendar
          mode={state.mode}
          date={state.date}
          member={state.member}
          onChange={onChange}
        />
      )}
      <BookingEditorModal
        start={editor}
        onClose={() => {
          setStarted(null);
          if (state.rebook !== undefined) onChange({ rebook: undefined });
        }}
      />
    </Stack>
  );
}
