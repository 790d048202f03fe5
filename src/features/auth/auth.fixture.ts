/** Shared by the stories and the tests of the login and register forms. */
export const authFixture = {
  login: { email: 'admin@nexlinkit.example', password: 'correct horse battery' },
  register: { name: 'Site Admin', email: 'admin@nexlinkit.example', password: 'correct horse battery' },
  loginError: 'Incorrect email or password',
  throttled: 'Too many failed sign-in attempts. Please wait and try again.',
  registerError: 'Registration is closed. Ask the administrator for an account.',
  registered: 'Account created. You can log in now.',
  /** The server's answer to a right password on an account with an authenticator app. */
  codeAsked: 'Enter the 6-digit code from your authenticator app, or a recovery code',
};
