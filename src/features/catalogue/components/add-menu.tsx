// The services header's Add dropdown: a new category or a new service (spec 2).
import { Button, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import { useT } from '@/lib/i18n/use-t';
import { PlusIcon } from './icons';

export function AddMenu() {
  const t = useT();
  return (
    <Menu position="bottom-end" width={180} shadow="md">
      <Menu.Target>
        <Button
          leftSection={<PlusIcon />}
          rightSection={<ChevronIcon direction="down" size={14} />}
        >
          {t('catalogue.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/catalogue/create-category">
          {t('catalogue.addCategory')}
        </Menu.Item>
        <Menu.Item component={Link} to="/catalogue/create-service">
          {t('catalogue.addService')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
