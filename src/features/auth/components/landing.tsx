// The public landing screen (docs/decisions.md, Routes and screens): what the product is, and the way in.
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { PublicLayout } from '@/components/layout/public-layout';
import { PRODUCT_NAME } from '@/components/layout/brand-mark';

export function Landing() {
  const t = useT();
  return (
    <PublicLayout bare>
      <Container size={640} py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" align="center" ta="center">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {PRODUCT_NAME}
          </Title>
          <Text size="lg" c="dimmed">
            {t('landing.lead')}
          </Text>
          <Group gap="md" justify="center">
            <Button component={Link} to="/login" size="md">
              {t('auth.login')}
            </Button>
            <Button component={Link} to="/register" size="md" variant="outline">
              {t('auth.register')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
