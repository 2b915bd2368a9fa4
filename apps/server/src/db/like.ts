/**
 * A user's text as a literal inside a LIKE / ILIKE pattern: `\`, `%` and `_` escaped with `\`
 * (PostgreSQL's default LIKE escape), so '50%' matches the text 50% and nothing else. Wrap the
 * answer in `%...%` for "contains", append `%` for "starts with".
 */
export const likeLiteral = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
