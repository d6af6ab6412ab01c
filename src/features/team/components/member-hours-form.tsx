// A member's working hours: "Same as the business", or their own per weekday (a split day's two
// ranges included), and their breaks, saved together as one change (docs/decisions.md, Team;
// Split days). Own hours only narrow the business's: the member is bookable when both say so.
import './styles';
import {
  ActionIcon,
  Button,
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
import type { TeamMember } from '@contract/team';
import { FormAlert } from '@/components/form-alert';
import { TimeOfDayInput } from '@/components/dates/time-of-day-input';
import { useSetMemberHours } from '@/entities/team/api/member-hours';
import { MEMBER_HOURS_FORM } from '@/entities/team/api/team-keys';
import { messagesOf } from '@/lib/api/api-error';
import { useFormRefusals } from '@/lib/forms/server-errors';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { capitalized, weekdayNames } from '@/lib/i18n/weekday-names';
import { MemberDayRow } from './member-day-row';
import {
  type BreakRow,
  daysOf,
  type DayHoursDraft,
  hoursBody,
  secondRangeHints,
  type SecondRangeHints,
} from './member-hours-draft';

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
  const [hints, setHints] = useState<Map<number, SecondRangeHints>>(new Map());
  const save = useSetMemberHours(member.id, member.name);
  useFormRefusals(MEMBER_HOURS_FORM, (error) => setRefusal(messagesOf(error)));
  const { formatTime } = useBusinessLocale();

  const setDay = (index: number, change: Partial<DayHoursDraft>) =>
    setDays((current) => current.map((day, at) => (at === index ? { ...day, ...change } : day)));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-hours-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The server's split-day check, run here first: a refused second range is shown on
          // its field and nothing is sent (docs/decisions.md, Split days).
          const refused = own ? secondRangeHints(days) : new Map<number, SecondRangeHints>();
          setHints(refused);
          setRefusal(
            [...refused.keys()].map((index) =>
              t('team.split.refused', { day: capitalized(dayNames[index] ?? '') }),
            ),
          );
          if (refused.size > 0) return;
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
            <Stack gap="sm">
              {dayNames.map((dayName, index) => {
                const day = days[index];
                if (!day) return null;
                return (
                  <MemberDayRow
                    key={dayName}
                    dayName={dayName}
                    day={day}
                    hints={hints.get(index)}
                    onChange={(change) => setDay(index, change)}
                  />
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
