export * from './session';
export * from './rules';
export * from './watermark';
