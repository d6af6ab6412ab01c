// The services a member performs, as checkboxes grouped by category: the one control of the add
// form and of the member's Services card.
import './styles';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useT } from '@/lib/i18n/use-t';
import type { TeamServiceGroup } from '../api/team-services';

export function ServiceCheckboxes({
  groups,
  value,
  onChange,
}: {
  groups: TeamServiceGroup[];
  value: number[];
  onChange: (serviceIds: number[]) => void;
}) {
  const t = useT();
  if (groups.length === 0) return <Text c="dimmed">{t('team.noServices')}</Text>;
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <Checkbox.Group
          key={group.name}
          label={group.name}
          value={value.map(String)}
          onChange={(ids) => {
            const inGroup = new Set(group.services.map((service) => service.id));
            const others = value.filter((id) => !inGroup.has(id));
            onChange([...others, ...ids.map(Number)].sort((a, b) => a - b));
          }}
        >
          <Stack gap={6} mt={6}>
            {group.services.map((service) => (
              <Checkbox key={service.id} value={String(service.id)} label={service.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
    </Stack>
  );
}
