import { createFileRoute } from '@tanstack/react-router';
import { OnThisDevicePanel } from '@/features/on-this-device/components/on-this-device-panel';

export const Route = createFileRoute('/_authed/business-settings/on-this-device')({
  component: OnThisDevicePanel,
});
