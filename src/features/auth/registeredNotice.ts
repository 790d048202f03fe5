/**
 * "Account created" crosses from /register to /login, two separate page loads: the new account's
 * e-mail in session storage, read once by the sign-in page, which greets with the notice and has
 * the e-mail filled in. Free of React, so the island's trigger can check it without loading the form.
 */
const KEY = 'account-created';

export const REGISTERED_MESSAGE = 'Account created. You can log in now.';

/** Set just before leaving /register for /login, with the e-mail the account was made with. */
export function markRegistered(email: string) {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Storage unavailable (private mode, quota): the sign-in page then greets without the notice.
  }
}

/** The e-mail of the account the visitor has just made, or null, without forgetting it. */
function registeredEmail(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Whether the visitor has just registered, without forgetting it. */
export function justRegistered(): boolean {
  return registeredEmail() !== null;
}

/** The e-mail of the account the visitor has just made, or null; the notice is shown once, so this forgets it. */
export function takeRegistered(): string | null {
  const registered = registeredEmail();
  if (registered !== null) {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to forget where nothing could be stored.
    }
  }
  return registered;
}
