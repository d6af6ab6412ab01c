// /register_success: after registering, where the link went and a way to ask for another.
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicLayout } from '../components/layout/public-layout';
import { RegisterSuccess } from '../features/auth/components/register-success';

const searchSchema = z.object({ email: z.string().max(254).optional().catch(undefined) });

export const Route = createFileRoute('/register_success')({
  validateSearch: searchSchema,
  component: RegisterSuccessScreen,
});

function RegisterSuccessScreen() {
  const { email } = Route.useSearch();
  return (
    <PublicLayout title="Check your inbox">
      <RegisterSuccess email={email ?? ''} />
    </PublicLayout>
  );
}
