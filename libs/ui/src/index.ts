/** Theme and page shell; chart and map wrappers are imported from '@portal/ui/charts' and '@portal/ui/maps' so pages without them never load them. */
export * from './theme';
export * from './shell/index';
