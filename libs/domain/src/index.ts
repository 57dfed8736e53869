export * from './languages';
export * from './roles';
export * from './statuses';
export * from './reference-data';
export * from './decider';
export * from './errors';
export * from './permissions';
