// "404 Page Not Found": unknown signed-in paths and failed verification links (docs/decisions.md,
// API).
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';

export function NotFound({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {t('shell.notFound')}
      </Title>
      {children}
    </Stack>
  );
}
