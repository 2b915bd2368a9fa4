/** What other features may import from auth (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { FormError, FormField, SmsCodeInput } from './fields';
export { useDebounced } from './useDebounced';
