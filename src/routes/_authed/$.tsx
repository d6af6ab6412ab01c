// Any unknown path, signed in: the 404 page inside the layout (docs/decisions.md, Routes and screens).
import { Anchor, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found';

export const Route = createFileRoute('/_authed/$')({
  component: SignedInNotFound,
});

function SignedInNotFound() {
  return (
    <NotFound>
      <Text c="dimmed">There is no page at this address.</Text>
      <Anchor component={Link} to="/dashboard">
        Back to the dashboard
      </Anchor>
    </NotFound>
  );
}
