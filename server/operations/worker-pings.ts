// The primary's liveness pings to its server processes (server/cluster.ts) and their answer: a
// process answers from its event loop, so one stuck in a loop stops answering.
import cluster from 'node:cluster';

export const PING = 'salon:ping';
export const PONG = 'salon:pong';

/** In a server process forked by the cluster's primary: answer each ping. */
export function answerPings(): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    if (message === PING) process.send?.(PONG);
  });
}
