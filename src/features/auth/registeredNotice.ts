/**
 * "Account created" crosses from /register to /login, two separate page loads: a flag in session
 * storage, read once by the sign-in page.
 */
const KEY = 'account-created';

export const REGISTERED_MESSAGE = 'Account created. You can log in now.';

/** Set just before leaving /register for /login. */
export function markRegistered() {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage unavailable (private mode, quota): the sign-in page then greets without the notice.
  }
}

/** Whether the visitor has just registered; the notice is shown once, so this forgets it. */
export function takeRegistered(): boolean {
  try {
    const registered = window.sessionStorage.getItem(KEY) === '1';
    window.sessionStorage.removeItem(KEY);
    return registered;
  } catch {
    return false; // storage unavailable: nothing was kept
  }
}
