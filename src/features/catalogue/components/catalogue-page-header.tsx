// The heading of the catalogue's form screens, with the way back to the services list.
import { PageHeader, type PageHeaderProps } from '../../../components/layout/page-header';

export function CataloguePageHeader(props: Omit<PageHeaderProps, 'parent'>) {
  return <PageHeader {...props} parent={{ to: '/catalogue/services', label: 'Services' }} />;
}
