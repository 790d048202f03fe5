/**
 * What sign-in and registration say when they were sent without the page's script: both lead into
 * the administration app, which runs in the browser, so their fields are never posted anywhere
 * (they carry no names) and the server answers the post with this instead.
 */
export const NEEDS_SCRIPT = {
  'login-form':
    'Signing in needs JavaScript, which did not run on this page. Turn JavaScript on, or reload the page, and sign in again.',
  'register-form':
    'Registering needs JavaScript, which did not run on this page. Turn JavaScript on, or reload the page, and register again.',
} as const;

/** Shown, without script only, above the form before anything is typed. */
export const NO_SCRIPT_NOTICE = 'The administration area runs in your browser: signing in and registering need JavaScript.';
