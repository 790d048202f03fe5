// register.ts and password.ts are left out on purpose: they carry a list of common passwords that
// only the places setting a password should load. Import them by path.
export * from './auth';
export * from './blog';
export * from './contact';
export * from './errors';
export * from './fields';
export * from './inbox';
export * from './job-application';
export * from './options';
export * from './quote';
