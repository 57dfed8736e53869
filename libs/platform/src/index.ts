export * from './config';
export * from './mail';
