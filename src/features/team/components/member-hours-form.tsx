// A member's working hours: "Same as the business", or their own per weekday, and their breaks,
// saved together as one change (docs/decisions.md, Team). Own hours only narrow the business's:
// the member is bookable when both say so.
import './styles';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { MemberHoursBody, TeamMember } from '../../../../contract/team';
import { FormAlert } from '../../../components/form-alert';
import { TimeOfDayInput } from '../../../components/dates/time-of-day-input';
import { useSetMemberHours } from '../../../entities/team/api/member-hours';
import { MEMBER_HOURS_FORM } from '../../../entities/team/api/team-keys';
import { messagesOf } from '../../../lib/api/api-error';
import { useFormRefusals } from '../../../lib/forms/server-errors';
import { useBusinessLocale } from '../../../lib/format/use-business-locale';
import { useLanguage, useT } from '../../../lib/i18n/use-t';
import { capitalized, weekdayNames } from '../../../lib/i18n/weekday-names';

interface DayHours {
  open: boolean;
  startTime: string;
  endTime: string;
}

interface BreakRow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/** Own hours to start from when the member followed the business: weekdays 9 to 5. */
const STARTING_DAYS: DayHours[] = Array.from({ length: 7 }, (_, index) => ({
  open: index < 5,
  startTime: '09:00',
  endTime: '17:00',
}));

function daysOf(member: TeamMember): DayHours[] {
  if (!member.hours) return STARTING_DAYS;
  return STARTING_DAYS.map((fallback, index) => {
    const day = member.hours?.find((row) => row.dayOfWeek === index + 1);
    if (!day) return fallback;
    return {
      open: day.open,
      startTime: day.startTime ?? fallback.startTime,
      endTime: day.endTime ?? fallback.endTime,
    };
  });
}

export function hoursBody(own: boolean, days: DayHours[], breaks: BreakRow[]): MemberHoursBody {
  return {
    hours: own
      ? days.map((day, index) => ({
          dayOfWeek: index + 1,
          open: day.open,
          startTime: day.open ? day.startTime : null,
          endTime: day.open ? day.endTime : null,
        }))
      : null,
    breaks,
  };
}

export function MemberHoursForm({ member }: { member: TeamMember }) {
  const t = useT();
  // In a sentence ("Works on Monday", "Jobber mandag") and, capitalised, as a label.
  const dayNames = weekdayNames(useLanguage());
  const [own, setOwn] = useState(member.hours !== null);
  const [days, setDays] = useState(() => daysOf(member));
  const [breaks, setBreaks] = useState<BreakRow[]>(() =>
    member.breaks.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime })),
  );
  const [newBreak, setNewBreak] = useState<BreakRow>({
    dayOfWeek: 1,
    startTime: '12:00',
    endTime: '12:30',
  });
  const [refusal, setRefusal] = useState<string[]>([]);
  const save = useSetMemberHours(member.id, member.name);
  useFormRefusals(MEMBER_HOURS_FORM, (error) => setRefusal(messagesOf(error)));
  const { formatTime } = useBusinessLocale();

  const setDay = (index: number, change: Partial<DayHours>) =>
    setDays((current) => current.map((day, at) => (at === index ? { ...day, ...change } : day)));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-hours-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setRefusal([]);
          save.mutate(hoursBody(own, days, breaks));
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="member-hours-heading">
            {t('team.hours')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('team.hoursIntro')}
          </Text>
          <FormAlert messages={refusal} />
          <SegmentedControl
            aria-label={t('team.hoursChoiceLabel')}
            value={own ? 'own' : 'business'}
            onChange={(value) => setOwn(value === 'own')}
            data={[
              { value: 'business', label: t('team.sameAsBusiness') },
              { value: 'own', label: t('team.ownHoursChoice') },
            ]}
          />
          {own && (
            <Stack gap="xs">
              {dayNames.map((dayName, index) => {
                const day = days[index] ?? STARTING_DAYS[0];
                if (!day) return null;
                return (
                  <SimpleGrid key={dayName} cols={{ base: 1, xs: 3 }} spacing="xs">
                    <Checkbox
                      label={capitalized(dayName)}
                      aria-label={t('team.works', { day: dayName })}
                      checked={day.open}
                      onChange={(event) => setDay(index, { open: event.currentTarget.checked })}
                      styles={{ body: { alignItems: 'center', height: '100%' } }}
                    />
                    {day.open && (
                      <>
                        <TimeOfDayInput
                          name={t('team.starts', { day: dayName })}
                          value={day.startTime}
                          onChange={(startTime) => setDay(index, { startTime })}
                        />
                        <TimeOfDayInput
                          name={t('team.ends', { day: dayName })}
                          value={day.endTime}
                          onChange={(endTime) => setDay(index, { endTime })}
                        />
                      </>
                    )}
                  </SimpleGrid>
                );
              })}
            </Stack>
          )}
          <Title order={3} size="h5">
            {t('team.breaks')}
          </Title>
          {breaks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('team.noBreaks')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {breaks.map((row, index) => {
                const text = `${capitalized(dayNames[row.dayOfWeek - 1] ?? '')} ${formatTime(row.startTime)}–${formatTime(row.endTime)}`;
                return (
                  <Group key={`${row.dayOfWeek}-${row.startTime}-${index}`} component="li" gap="xs">
                    <Text size="sm">{text}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('team.removeBreak', { text })}
                      onClick={() =>
                        setBreaks((current) => current.filter((_, at) => at !== index))
                      }
                    >
                      ×
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, xs: 4 }} spacing="xs">
            <Select
              label={t('team.breakDay')}
              data={dayNames.map((name, index) => ({
                value: String(index + 1),
                label: capitalized(name),
              }))}
              allowDeselect={false}
              value={String(newBreak.dayOfWeek)}
              onChange={(value) => setNewBreak((row) => ({ ...row, dayOfWeek: Number(value) }))}
            />
            <TimeOfDayInput
              name={t('team.breakStarts')}
              label={t('team.breakStarts')}
              value={newBreak.startTime}
              onChange={(startTime) => setNewBreak((row) => ({ ...row, startTime }))}
            />
            <TimeOfDayInput
              name={t('team.breakEnds')}
              label={t('team.breakEnds')}
              value={newBreak.endTime}
              onChange={(endTime) => setNewBreak((row) => ({ ...row, endTime }))}
            />
            <Button
              variant="default"
              style={{ alignSelf: 'end' }}
              onClick={() => setBreaks((current) => [...current, newBreak])}
            >
              {t('team.addBreak')}
            </Button>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('team.saveHours')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
