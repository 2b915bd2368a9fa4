export * from './identity';
export * from './credit-code';
export * from './display';
