import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { watermarkText } from './rules';
import { useSession } from './session';

/** The watermark text refreshes once a minute (it shows the time to the minute). */
const REFRESH_MS = 60_000;

/**
 * The current session's watermark text (SPEC.md section 6: user name and time for non-enterprise
 * logins), refreshed every minute; null for enterprises and visitors. For libs/ui's Watermark.
 */
export function useWatermarkText(): string | null {
  const session = useSession(useShallow((s) => ({ user: s.user, userType: s.userType, personRouters: s.personRouters })));
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return watermarkText(session, now);
}
