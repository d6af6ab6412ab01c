// Logging out in one tab removes the shared token; the other tabs follow at once instead of
// failing on their next call (a call without a token never reaches the 401 expiry handler).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getToken } from '@/lib/session/token-store';
import { endSession } from './end-session';

export function useSignOutElsewhere(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // `storage` fires only for changes made by other tabs.
    const onStorage = () => {
      if (getToken() === null) void endSession(queryClient, () => navigate({ to: '/login' }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, navigate]);
}
