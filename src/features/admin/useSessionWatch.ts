import { useEffect } from 'react';
import { useAuth } from '../../stores/auth';

/** How often an open admin asks whether its session still stands (a suspension signs it out within this). */
const SESSION_CHECK_MS = 30_000;

/**
 * While the admin is open, asks the server for the account every half minute and whenever the tab
 * comes back into view: a role changed by an administrator shows at once, and a suspended or
 * removed person's tab is signed out (the API client clears a session the server refuses).
 */
export function useSessionWatch(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const check = () => void useAuth.getState().recheck();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = window.setInterval(check, SESSION_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [active]);
}
