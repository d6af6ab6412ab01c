// The signed-in frame: shows nothing until the owner is known (spec section 2), then the app
// layout with their initials. A 401 on the way is handled by the session-expiry handler.
import { Center, Loader } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppLayout } from '../../../components/layout/app-layout';
import { initialsOf } from '../../../components/layout/initials';
import { useLogout } from '../api/logout';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSignOutElsewhere } from '../hooks/use-sign-out-elsewhere';

export function SignedInLayout() {
  const user = useCurrentUser();
  const logout = useLogout();
  useSignOutElsewhere();
  if (user.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  // Offline or a server hiccup: keep the screens usable, just without the initials.
  const owner = user.data;
  return (
    <AppLayout
      initials={owner ? initialsOf(owner.firstName, owner.lastName) : ''}
      fullName={owner ? `${owner.firstName} ${owner.lastName}` : ''}
      onLogout={() => logout.mutate()}
    >
      <Outlet />
    </AppLayout>
  );
}
