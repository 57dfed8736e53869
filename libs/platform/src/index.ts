export * from './config';
export * from './mail';
export * from './campaign';
export * from './redis';
