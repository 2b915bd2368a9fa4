/**
 * Whether a unique index refused a row (PostgreSQL error 23505, on the error or its cause as
 * drizzle wraps it): two writers raced past a check that ran before either committed.
 */
export const isUniqueViolation = (e: unknown): boolean => hasPgCode(e, '23505');

/** Whether a foreign key refused the change (PostgreSQL error 23503), e.g. deleting a row other rows still name. */
export const isForeignKeyViolation = (e: unknown): boolean => hasPgCode(e, '23503');

/** Whether the error or its cause (drizzle wraps the driver's error) carries the PostgreSQL error `code`. */
const hasPgCode = (e: unknown, code: string): boolean => (e as { code?: unknown })?.code === code || (e as { cause?: { code?: unknown } })?.cause?.code === code;
