export * from './auth';
export * from './blog';
export * from './contact';
export * from './fields';
export * from './job-application';
export * from './options';
export * from './quote';
