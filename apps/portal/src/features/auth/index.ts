/** What other features may import from auth (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { AuthLayout } from './AuthLayout';
export { FormError, FormField, messageOf, NewPasswordFields, newPasswordShape, SmsCodeInput, TextInput, withConfirmation } from './fields';
export { showServerError } from './serverErrors';
export { useDebounced } from './useDebounced';
