export * from './history';
export * from './mail';
export * from './sessions';
export * from './users';
