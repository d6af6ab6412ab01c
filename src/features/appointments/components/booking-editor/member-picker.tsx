// "With": who performs the booking, or "Anyone available" (the server gives it to a free member
// who performs every service, docs/decisions.md, Team). Every active member is offered; one who
// does not perform every chosen service says so, and the server's refusal for them comes back
// with "Book anyway", as a taken slot does.
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { teamQueryOptions } from '@/entities/team/api/get-team';
import { activeMembers } from '@/entities/team/member-lookup';
import { useT } from '@/lib/i18n/use-t';

/** The picker's value for "Anyone available". */
export const ANYONE = 'anyone';

/** The body's `memberId` for the picker's value: null asks the server to choose. */
export function memberChoice(value: string): number | null {
  return value === ANYONE ? null : Number(value);
}

export function MemberPicker({
  value,
  serviceIds,
  onChange,
  error,
}: {
  value: string;
  serviceIds: readonly number[];
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  const t = useT();
  const team = useQuery(teamQueryOptions());
  const members = activeMembers(team.data);
  // A booking may keep a member deactivated since: still shown, so the field is not blank.
  const kept = team.data?.find((member) => String(member.id) === value && !member.active);
  const options = [
    { value: ANYONE, label: t('booking.anyoneAvailable') },
    ...[...members, ...(kept ? [kept] : [])].map((member) => ({
      value: String(member.id),
      label: serviceIds.every((id) => member.serviceIds.includes(id))
        ? member.name
        : t('booking.memberMissingServices', { name: member.name }),
    })),
  ];
  return (
    <Select
      label={t('booking.with')}
      data={options}
      value={value}
      allowDeselect={false}
      checkIconPosition="right"
      onChange={(next) => onChange(next ?? ANYONE)}
      error={error}
    />
  );
}
