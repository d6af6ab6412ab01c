// Which server processes have a SQLite database open: each writes DATA_DIR/run/<pid>-<id> when it
// opens the database and removes it when it closes, so `npm run restore` can refuse to swap the
// file under a running server (README, Backups). A file left by a process that died is ignored.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const runDir = (dataDir: string) => path.join(dataDir, 'run');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as { code?: string }).code === 'EPERM';
  }
};

/** Marks this process as using `dataDir`'s database; the function it answers removes the mark. */
export function markRunning(dataDir: string): () => void {
  fs.mkdirSync(runDir(dataDir), { recursive: true });
  const file = path.join(runDir(dataDir), `${process.pid}-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => fs.rmSync(file, { force: true });
}

/** Pids of live processes that have `dataDir`'s database open. */
export function runningServers(dataDir: string): number[] {
  let names: string[];
  try {
    names = fs.readdirSync(runDir(dataDir));
  } catch {
    return [];
  }
  const pids = names.map((name) => Number(name.split('-')[0])).filter(Number.isInteger);
  return [...new Set(pids)].filter((pid) => pid !== process.pid && isAlive(pid));
}
