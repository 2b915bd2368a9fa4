import { bigint, text } from 'drizzle-orm/pg-core';

/**
 * The columns of a row of an audit log kept as a hash chain (modules/center/auditChain.ts, issue 44):
 * `seq`, its place in the log's chain (1, 2, ...; null until the row is sealed), and `hash`, the
 * SHA-256 (hex) of the previous row's hash, `seq` and the row's content.
 */
export const chainColumns = () => ({
  seq: bigint('seq', { mode: 'number' }),
  hash: text('hash'),
});
