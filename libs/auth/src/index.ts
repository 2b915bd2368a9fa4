export * from './departments';
export * from './session';
export * from './rules';
