/** What other features may import from auth (docs/architecture.md, "Boundaries"); everything else is private to it. */
export { AuthLayout } from './AuthLayout';
export { FormError, FormField, NewPasswordFields, newPasswordShape, SmsCodeInput, TextInput, withConfirmation } from './fields';
export { messageOf, showServerError } from './serverErrors';
