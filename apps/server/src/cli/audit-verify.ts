/**
 * `npm run audit:verify` (issue 44, docs/audit.md): walks the hash chain of each audit log (the
 * operation log, the login log, the personal-data access log; modules/center/auditChain.ts), its
 * archive files first (AUDIT_ARCHIVE_DIR, modules/center/auditArchive.ts), and names the first row
 * that was changed, removed or inserted outside the server, or the archive file altered. Prints one
 * line per log; exits 1 when a chain is broken. The result is kept for the readiness check, 系统管理
 * and the log pages.
 */
import { AUDIT_LOG_LABELS, sealLegacyRows } from '../modules/center/auditChain';
import { verifyChains } from '../modules/center/auditArchive';
import { runCommand, withConfiguredDatabase } from './configured';

runCommand(() =>
  withConfiguredDatabase(async ({ db }, config) => {
    await sealLegacyRows(db);
    const reports = await verifyChains(db, config.auditArchiveDir);
    for (const r of reports) {
      const archived = r.archives ? `（另有 ${r.archives} 个归档文件 ${r.archivedRows} 条）` : '';
      console.log(r.problem ? `${AUDIT_LOG_LABELS[r.log]}（${r.log}）：不完整，${r.problem.message}` : `${AUDIT_LOG_LABELS[r.log]}（${r.log}）：完整，${r.rows} 条${archived}`);
    }
    if (reports.some((r) => r.problem)) process.exitCode = 1;
  }),
);
