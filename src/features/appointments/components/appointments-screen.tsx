// /appointments: the heading, the Table / Calendar toggle, and the chosen view. The view, tab,
// calendar mode and date come from the URL (the route), so a reload keeps them.
import { SegmentedControl, Group, Stack, Title } from '@mantine/core';
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
}

interface AppointmentsScreenProps {
  state: AppointmentsScreenState;
  onChange: (next: Partial<AppointmentsScreenState>) => void;
}

export function AppointmentsScreen({ state, onChange }: AppointmentsScreenProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>Appointments</Title>
        <SegmentedControl
          aria-label="View"
          value={state.view}
          onChange={(value) => onChange({ view: value === 'calendar' ? 'calendar' : 'table' })}
          data={[
            { value: 'table', label: 'Table' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
      </Group>
      {state.view === 'table' ? (
        <AppointmentsTableView tab={state.tab} onTabChange={(tab) => onChange({ tab })} />
      ) : (
        <LazyAppointmentsCalendar mode={state.mode} date={state.date} onChange={onChange} />
      )}
    </Stack>
  );
}
