import fs from 'node:fs';
import path from 'node:path';

/**
 * Takes the PGlite data directory for this process: PGlite is single-process, and a second server
 * on the same directory would corrupt it. A lock file holds the owner's pid; a lock left by a
 * process that no longer runs is taken over.
 * @returns a function that releases the lock
 * @throws Error (Chinese message) when another running process holds the directory
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = dataDirOwner(dir);
      if (pid !== null && pid !== process.pid) throw new Error(`数据目录 ${dir} 正被另一个服务进程使用（pid ${pid}）；请先停止它，或用 DATA_DIR 指定其他目录`, { cause: e });
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`无法锁定数据目录 ${dir}`);
}

/** The pid of the running process that holds the data directory `dir` (its lock file), or null when none does. */
export function dataDirOwner(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8'));
  } catch {
    return null;
  }
  return pid && isRunning(pid) ? pid : null;
}

/**
 * Where a serving process writes the PGlite snapshot that `npm run db:backup` asks for with SIGUSR2
 * (cli/db-backup.ts, main.ts): written to a temporary name, then renamed, so a reader sees it whole.
 */
export const snapshotRequestFile = (dir: string) => path.join(dir, 'backup-snapshot.tar');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
