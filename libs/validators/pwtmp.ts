import { checkPasswordStrength } from './src/password-strength';
for (const p of process.argv.slice(2)) console.log(p, JSON.stringify(checkPasswordStrength(p)));
