/**
 * Whether a unique index refused a row (PostgreSQL error 23505, on the error or its cause as
 * drizzle wraps it): two writers raced past a check that ran before either committed.
 */
export const isUniqueViolation = (e: unknown): boolean => (e as { code?: string; cause?: { code?: string } })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';
