/**
 * "Account created" crosses from /register to /login, two separate page loads: a flag in session
 * storage, read once by the sign-in page. Free of React, so the island's trigger can check it
 * without loading the form.
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

/** Whether the visitor has just registered, without forgetting it. */
export function justRegistered(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the visitor has just registered; the notice is shown once, so this forgets it. */
export function takeRegistered(): boolean {
  const registered = justRegistered();
  if (registered) {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to forget where nothing could be stored.
    }
  }
  return registered;
}
