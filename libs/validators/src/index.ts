export * from './identity';
export * from './credit-code';
export * from './display';
export * from './contact';
export * from './period';
export * from './calendar';
export * from './personalData';
