import { endpoints } from '@portal/api';
import { useNavigate } from '@tanstack/react-router';
import { api, endSession } from '../../lib/api';
import { clearDrafts } from '../../lib/draft';

/** Ends the session on the server and here (forgetting any form drafts), then goes to a login page. */
export function useLogout() {
  const navigate = useNavigate();
  return async (to: '/' | '/login2' = '/') => {
    try {
      await api.call(endpoints.logout, {});
    } catch {
      // shown by the client; the local session ends anyway
    }
    endSession();
    clearDrafts();
    void navigate({ to });
  };
}
