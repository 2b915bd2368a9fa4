/**
 * `npm run audit:verify` (issue 44, docs/audit.md): walks the hash chain of each audit log (the
 * operation log, the login log, the personal-data access log; modules/center/auditChain.ts) and
 * names the first row that was changed, removed or inserted outside the server. Prints one line per
 * log; exits 1 when a chain is broken. The result is kept for the readiness check and 系统管理.
 */
import { AUDIT_LOG_LABELS, sealLegacyRows, verifyChains } from '../modules/center/auditChain';
import { runCommand, withConfiguredDatabase } from './configured';

runCommand(() =>
  withConfiguredDatabase(async ({ db }) => {
    await sealLegacyRows(db);
    const reports = await verifyChains(db);
    for (const r of reports) console.log(r.problem ? `${AUDIT_LOG_LABELS[r.log]}（${r.log}）：不完整，${r.problem.message}` : `${AUDIT_LOG_LABELS[r.log]}（${r.log}）：完整，${r.rows} 条`);
    if (reports.some((r) => r.problem)) process.exitCode = 1;
  }),
);
