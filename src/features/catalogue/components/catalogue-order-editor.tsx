// "Change order" on the services screen: the categories, and each category's services, dragged
// by a handle (@hello-pangea/dnd, also by keyboard: space, arrows, space) or moved with the up and
// down buttons. Each move is saved through the outbox as the whole list in its new order
// (docs/decisions.md, Catalogue edits); the booking page and the booking editor follow it.
import { useState } from 'react';
import { ActionIcon, Box, Group, Paper, Stack, Text } from '@mantine/core';
import {
  DragDropContext,
  Draggable,
  type DraggableProvidedDragHandleProps,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import type { CategoryWithServices, Service } from '@contract/catalogue';
import { PendingBadge } from '@/components/offline/pending-badge';
import { useT } from '@/lib/i18n/use-t';
import { categoryOrderTarget, serviceOrderTarget } from '../api/catalogue-keys';
import { useOrderCategories, useOrderServices } from '../api/order-catalogue';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './icons';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const CATEGORIES = 'categories';
const servicesDroppable = (categoryId: number) => `services-${categoryId}`;

/** "service-12" as ["service", "12"]; a temporary id is negative ("category--1732..."). */
function splitId(dndId: string): [string, string] {
  const dash = dndId.indexOf('-');
  return [dndId.slice(0, dash), dndId.slice(dash + 1)];
}

/** The handle and the two buttons of one row. */
function MoveControls({
  name,
  index,
  count,
  handle,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  handle: DraggableProvidedDragHandleProps | null;
  onMove: (to: number) => void;
}) {
  const t = useT();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        component="span"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('catalogue.order.drag', { name })}
        style={{ cursor: 'grab' }}
        {...handle}
      >
        <GripIcon size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={index === 0}
        aria-label={t('catalogue.order.up', { name })}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpIcon size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="lg"
        disabled={index === count - 1}
        aria-label={t('catalogue.order.down', { name })}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownIcon size={18} />
      </ActionIcon>
    </Group>
  );
}

function ServiceRows({
  category,
  onMove,
}: {
  category: CategoryWithServices;
  onMove: (from: number, to: number) => void;
}) {
  const t = useT();
  if (category.services.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs" pl="sm">
        {t('catalogue.noServices')}
      </Text>
    );
  }
  return (
    <Droppable droppableId={servicesDroppable(category.id)} type={`service-of-${category.id}`}>
      {(drop) => (
        <Box
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          ref={drop.innerRef}
          {...drop.droppableProps}
        >
          {category.services.map((service: Service, index) => (
            <Draggable key={service.sid} draggableId={`service-${service.sid}`} index={index}>
              {(drag) => (
                <Group
                  component="li"
                  ref={drag.innerRef}
                  {...drag.draggableProps}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  py={4}
                  pl="sm"
                  data-testid="order-service"
                  style={{
                    ...drag.draggableProps.style,
                    borderTop: '1px solid var(--mantine-color-default-border)',
                    background: 'var(--mantine-color-body)',
                  }}
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {service.serviceName}
                  </Text>
                  <MoveControls
                    name={service.serviceName}
                    index={index}
                    count={category.services.length}
                    handle={drag.dragHandleProps}
                    onMove={(to) => onMove(index, to)}
                  />
                </Group>
              )}
            </Draggable>
          ))}
          {drop.placeholder}
        </Box>
      )}
    </Droppable>
  );
}

export function CatalogueOrderEditor({ categories }: { categories: CategoryWithServices[] }) {
  const t = useT();
  const orderCategories = useOrderCategories();
  const orderServices = useOrderServices();
  // Shown at once on a move: the outbox's overlay reaches the cache a moment later, and a drop
  // must not spring back meanwhile. Kept with the list it was made from: a new answer (or
  // overlay) replaces it.
  const [local, setLocal] = useState<{
    from: CategoryWithServices[];
    shown: CategoryWithServices[];
  }>();
  const shown = local?.from === categories ? local.shown : categories;
  const setShown = (next: CategoryWithServices[]) => setLocal({ from: categories, shown: next });

  const moveCategory = (from: number, to: number) => {
    if (from === to || to < 0 || to >= shown.length) return;
    const next = moved(shown, from, to);
    setShown(next);
    orderCategories.mutate(next.map((category) => category.id));
  };

  const moveService = (categoryId: number, from: number, to: number) => {
    const category = shown.find((c) => c.id === categoryId);
    if (!category || from === to || to < 0 || to >= category.services.length) return;
    const services = moved(category.services, from, to);
    setShown(shown.map((c) => (c.id === categoryId ? { ...c, services } : c)));
    orderServices.mutate({ category, ids: services.map((service) => service.sid) });
  };

  const nameOf = (draggableId: string) => {
    const [kind, id] = splitId(draggableId);
    const category = kind === 'category' ? shown.find((c) => String(c.id) === id) : undefined;
    if (category) return category.categoryName;
    for (const c of shown) {
      const service = c.services.find((s) => String(s.sid) === id);
      if (service) return service.serviceName;
    }
    return '';
  };

  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const name = nameOf(result.draggableId);
    if (!result.destination) {
      provided.announce(t('catalogue.order.cancelled', { name }));
      return;
    }
    const { index: to } = result.destination;
    provided.announce(t('catalogue.order.dropped', { name, position: to + 1 }));
    if (result.type === 'category') moveCategory(result.source.index, to);
    else if (result.source.droppableId === result.destination.droppableId) {
      moveService(Number(splitId(result.source.droppableId)[1]), result.source.index, to);
    }
  };

  return (
    <DragDropContext
      dragHandleUsageInstructions={t('catalogue.order.instructions')}
      onDragStart={(start, provided) =>
        provided.announce(
          t('catalogue.order.lifted', {
            name: nameOf(start.draggableId),
            position: start.source.index + 1,
          }),
        )
      }
      onDragUpdate={(update, provided) => {
        if (update.destination) {
          provided.announce(
            t('catalogue.order.position', { position: update.destination.index + 1 }),
          );
        }
      }}
      onDragEnd={onDragEnd}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('catalogue.order.hint')}
          </Text>
          <PendingBadge target={categoryOrderTarget} />
        </Group>
        <Droppable droppableId={CATEGORIES} type="category">
          {(drop) => (
            <Stack gap="sm" ref={drop.innerRef} {...drop.droppableProps}>
              {shown.map((category, index) => (
                <Draggable key={category.id} draggableId={`category-${category.id}`} index={index}>
                  {(drag) => (
                    <Paper
                      withBorder
                      p="xs"
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      style={drag.draggableProps.style}
                      data-testid="order-category"
                      aria-label={category.categoryName}
                      component="section"
                    >
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Group gap={6} style={{ minWidth: 0 }}>
                          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                            {category.categoryName}
                          </Text>
                          <PendingBadge target={serviceOrderTarget(category.id)} />
                        </Group>
                        <MoveControls
                          name={category.categoryName}
                          index={index}
                          count={shown.length}
                          handle={drag.dragHandleProps}
                          onMove={(to) => moveCategory(index, to)}
                        />
                      </Group>
                      <ServiceRows
                        category={category}
                        onMove={(from, to) => moveService(category.id, from, to)}
                      />
                    </Paper>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
      </Stack>
    </DragDropContext>
  );
}
