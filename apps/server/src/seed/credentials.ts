/**
 * The password of every demo account, published in README.md (issue 42): the demo seed hashes it,
 * a production server refuses to start while any account accepts it (modules/setup/install.ts), and
 * no account may choose it as a new password (modules/account/password.ts hashNewPassword; OWASP
 * ASVS 4.0 V2.1.7, a password known to be public).
 */
export const DEMO_PASSWORD = 'Demo@2025';
