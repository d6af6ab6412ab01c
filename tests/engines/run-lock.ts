// One engine run at a time in a checkout (tests/README.md, Helpers; docs/offline.md, Engines):
// each run seeds the server's data folder afresh and empties the WebKit host's, so a second run
// started beside the first wiped the first's database under it, and the first's owner was then
// refused after a restart ("The e-mail or password is not correct").
import fs from 'node:fs/promises';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `dir`'s run lock or throws naming the run that holds it; resolves to its release. */
export async function holdRunLock(dir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'run.pid');
  try {
    await fs.writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(await fs.readFile(file, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`Another engine run (pid ${holder}) is using ${dir}: wait for it to end`, {
        cause: error,
      });
    }
    // Left by a run that was killed.
    await fs.writeFile(file, String(process.pid));
  }
  return () => fs.rm(file, { force: true });
}
