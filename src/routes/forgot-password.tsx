// /forgot-password: asks for a link to choose a new password (docs/decisions.md, Accounts).
import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordScreen,
});

function ForgotPasswordScreen() {
  return (
    <PublicLayout
      title="Forgot password?"
      subtitle="Enter your business email: we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
