// The services list: one accordion item per category, with its edit link and its services
// (name, duration in hours and minutes, price with a dollar sign; spec 2 and 9). A service's
// name opens its edit screen; one hidden from the booking page says so.
import './styles';
import { useState } from 'react';
import { Accordion, ActionIcon, Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CategoryWithServices, Service } from '@contract/catalogue';
import { PendingBadge } from '@/components/offline/pending-badge';
import { formatHoursMinutes } from '@/lib/format/duration';
import { useBusinessLocale } from '@/lib/format/use-business-locale';
import { useT } from '@/lib/i18n/use-t';
import { categoryTarget, serviceTarget } from '../api/catalogue-keys';
import { PencilIcon, PlusIcon } from './icons';
import { servicePriceLabel } from './service-price';

function ServiceList({ services }: { services: Service[] }) {
  const t = useT();
  const { currency } = useBusinessLocale();
  if (services.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {t('catalogue.noServices')}
      </Text>
    );
  }
  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {services.map((service) => (
        <Group
          component="li"
          key={service.sid}
          justify="space-between"
          gap="xs"
          py="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap={6}>
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/catalogue/services/$id/edit"
                  params={{ id: String(service.sid) }}
                  {...props}
                />
              )}
              fw={500}
              c="var(--mantine-color-text)"
              style={{ overflowWrap: 'anywhere' }}
              aria-label={t('catalogue.editNamed', { name: service.serviceName })}
            >
              {service.serviceName}
            </Anchor>
            {service.onlineBooking === false && (
              <Badge size="sm" variant="default">
                {t('catalogue.notOnline')}
              </Badge>
            )}
            <PendingBadge target={serviceTarget(service.sid)} />
          </Group>
          <Group gap="lg" wrap="nowrap" ml="auto">
            <Text size="sm" c="dimmed">
              {formatHoursMinutes(service.hrs, service.min)}
            </Text>
            <Text size="sm" fw={600} miw={72} ta="right">
              {servicePriceLabel(t, service, currency)}
            </Text>
          </Group>
        </Group>
      ))}
    </Box>
  );
}

export function CategoryAccordion({ categories }: { categories: CategoryWithServices[] }) {
  // What the owner folded, not what is open: a category that appears later (created on another
  // screen, or a pending one replaced by the server's copy with its real id) shows open.
  const t = useT();
  const [folded, setFolded] = useState<string[]>([]);
  const values = categories.map((category) => String(category.id));
  return (
    <Accordion
      multiple
      variant="separated"
      order={2}
      value={values.filter((value) => !folded.includes(value))}
      onChange={(open) => setFolded(values.filter((value) => !open.includes(value)))}
    >
      {categories.map((category) => (
        <Accordion.Item key={category.id} value={String(category.id)}>
          <Group wrap="nowrap" gap={0} pr="sm">
            <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {category.categoryName}
                </Text>
                <PendingBadge target={categoryTarget(category.id)} />
              </Group>
              <Text size="xs" c="dimmed">
                {t('catalogue.serviceCount', { count: category.services.length })}
              </Text>
            </Accordion.Control>
            <ActionIcon
              // renderRoot keeps the router's typing of params, which `component={Link}` loses.
              renderRoot={(props) => (
                <Link to="/category/$id" params={{ id: String(category.id) }} {...props} />
              )}
              variant="subtle"
              size="lg"
              aria-label={t('catalogue.editNamed', { name: category.categoryName })}
            >
              <PencilIcon size={18} />
            </ActionIcon>
          </Group>
          <Accordion.Panel>
            <Stack gap="xs">
              {category.description && (
                <Text size="sm" c="dimmed">
                  {category.description}
                </Text>
              )}
              <ServiceList services={category.services} />
              <Anchor
                renderRoot={(props) => (
                  <Link
                    to="/catalogue/create-service"
                    search={{ categoryId: category.id }}
                    {...props}
                  />
                )}
                size="sm"
                aria-label={t('catalogue.addServiceTo', { name: category.categoryName })}
              >
                <Group gap={4} component="span">
                  <PlusIcon size={14} />
                  {t('catalogue.addServiceLink')}
                </Group>
              </Anchor>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
