export * from './theme';
export * from './shell/index';
export * from './charts/index';
export * from './maps/index';
