// /users/{id}/verify/{token}: the link from the verification mail.
import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmail } from '../features/auth/components/verify-email';

export const Route = createFileRoute('/users/$id/verify/$token')({
  component: VerifyEmailScreen,
});

function VerifyEmailScreen() {
  const { id, token } = Route.useParams();
  return <VerifyEmail id={id} token={token} />;
}
