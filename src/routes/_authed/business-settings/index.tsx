import { createFileRoute } from '@tanstack/react-router';
import { BusinessSettingsMenu } from '@/features/business-settings/components/business-settings-menu';

export const Route = createFileRoute('/_authed/business-settings/')({
  component: BusinessSettingsMenu,
});
