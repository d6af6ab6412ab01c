import { createFileRoute } from '@tanstack/react-router';
import { weekDaysQueryOptions } from '@/features/business-settings/api/get-week-days';
import { BusinessHoursScreen } from '@/features/business-settings/components/business-hours-screen';
import { startQuery } from '@/lib/query/start-query';

export const Route = createFileRoute('/_authed/business-settings/business-hours')({
  // Never waits: saved data shows at once, a first visit shows the skeleton (docs/offline.md).
  loader: ({ context }) => startQuery(context.queryClient, weekDaysQueryOptions()),
  component: BusinessHoursScreen,
});
