// /services is not a screen (the spec's Cancel target on /category/{id}): it redirects to the
// services list (docs/decisions.md, Routes and screens).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/services')({
  beforeLoad: () => {
    throw redirect({ to: '/catalogue/services', replace: true });
  },
});
