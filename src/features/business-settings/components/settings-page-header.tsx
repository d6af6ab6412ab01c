// The heading of each settings screen, with the way back to the Account Setup list.
import { PageHeader, type PageHeaderProps } from '../../../components/layout/page-header';

export function SettingsPageHeader(props: Omit<PageHeaderProps, 'parent'>) {
  return (
    <PageHeader {...props} parent={{ to: '/business-settings', label: 'Business settings' }} />
  );
}
