// /business-settings/service-intervals: the "Time interval" select and Save (spec 2).
import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { allOf, QueryState } from '@/components/query-state';
import type { ServiceInterval } from '@contract/business-settings';
import type { IntervalType } from '@contract/reference';
import { serviceIntervalQueryOptions } from '@/entities/opening-hours/api/get-service-interval';
import { PageHeader } from '@/components/layout/page-header';
import { useT } from '@/lib/i18n/use-t';
import { intervalTypesQueryOptions } from '../api/get-interval-types';
import { useUpdateServiceInterval } from '../api/update-service-interval';
import { SERVICE_INTERVAL_TARGET } from '../api/query-keys';

function IntervalForm({
  current,
  intervalTypes,
}: {
  current: ServiceInterval;
  intervalTypes: IntervalType[];
}) {
  const t = useT();
  const form = useForm({
    initialValues: { intervalTypeID: String(current.intervalTypeID) },
    validate: { intervalTypeID: (value) => (value ? null : t('settings.chooseInterval')) },
  });
  const update = useUpdateServiceInterval();
  const options = intervalTypes.map((type) => ({
    value: String(type.id),
    label: t('settings.intervalMinutes', { minutes: type.duration }),
  }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate({ id: current.id, intervalTypeID: Number(values.intervalTypeID) }),
      )}
    >
      <Stack gap="md">
        <Select
          label={t('settings.interval')}
          description={t('settings.intervalHint')}
          placeholder={t('settings.selectInterval')}
          data={options}
          allowDeselect={false}
          // Tall enough for every option: a scrolling list is a region keyboards cannot reach.
          maxDropdownHeight={400}
          checkIconPosition="right"
          maw={320}
          {...form.getInputProps('intervalTypeID')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ServiceIntervalScreen() {
  const t = useT();
  const current = useQuery(serviceIntervalQueryOptions());
  const intervalTypes = useQuery(intervalTypesQueryOptions());
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        section="settings"
        title={t('settings.intervalTitle')}
        pendingTarget={SERVICE_INTERVAL_TARGET}
      />
      <Paper withBorder p="md">
        <QueryState
          query={allOf([current, intervalTypes])}
          loadingLabel={t('settings.intervalLoading')}
          errorTitle={t('settings.intervalLoadError')}
        >
          {([interval, types]) => (
            <IntervalForm
              // Follows the server's value when a fresher answer replaces the saved one.
              key={`${interval.id}:${interval.intervalTypeID}`}
              current={interval}
              intervalTypes={types}
            />
          )}
        </QueryState>
      </Paper>
    </Stack>
  );
}
