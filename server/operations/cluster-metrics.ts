// GET /metrics in a cluster (docs/decisions.md, Operations): the server process that takes a
// scrape asks the primary, which collects every listening process's registry over the cluster's
// IPC channel and sums them with prom-client's AggregatorRegistry.aggregate.
//
// prom-client's own clusterMetrics() asks every connected process, and one still starting (up to
// 30 s on a busy machine, and during every rolling restart) drops the message before its listener
// exists, so each scrape meanwhile would fail after 5 s. The primary knows which processes
// listen: it asks those, with the same aggregation.
//
// The message types are prefixed like the pings' (worker-pings.ts) and carry an id, so a late
// answer is recognised and dropped.
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A server process asks the primary for the summed figures; answered by METRICS_ANSWER. */
export const METRICS_REQUEST = 'salon:metrics-request';
export const METRICS_ANSWER = 'salon:metrics-answer';
/** The primary asks a server process for its registry's figures; answered by METRICS_COLLECTED. */
export const METRICS_COLLECT = 'salon:metrics-collect';
export const METRICS_COLLECTED = 'salon:metrics-collected';

/** How long the primary waits for every listening process's figures. */
export const COLLECT_TIMEOUT_MS = 5000;
/**
 * How long a server process waits for the primary's answer: longer than the primary's own wait,
 * shorter than Prometheus's default scrape timeout (10 s), so the scraper reads the 503.
 */
export const ANSWER_TIMEOUT_MS = 8000;

interface Message {
  type: string;
  id: number;
  /** METRICS_ANSWER: the summed figures, Prometheus text. */
  text?: string;
  /** METRICS_COLLECTED: the process's `registry.getMetricsAsJSON()`. */
  metrics?: unknown[];
  /** Either answer: why there are no figures. */
  error?: string;
}

function isMessage(message: unknown, type: string): message is Message {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === type &&
    'id' in message &&
    typeof message.id === 'number'
  );
}

/** The figures could not be had in time; the route answers 503. */
export class MetricsUnavailable extends Error {}

/** One end of the IPC channel: `process` in a server process, a cluster Worker in the primary. */
export interface Channel {
  send(message: Message): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** A server process as the primary sees it (cluster's Worker). */
export interface CollectedProcess extends Channel {
  /** A send on a closed channel would be an 'error' event, which nothing handles. */
  isConnected(): boolean;
  once(event: 'exit', listener: () => void): unknown;
  off(event: 'message' | 'exit', listener: (message: unknown) => void): unknown;
}

/** In a server process: the channel to the primary. */
export function primaryChannel(): Channel {
  return {
    // A send on a closed channel would be an 'error' event, which nothing handles.
    send: (message) => process.connected && process.send?.(message),
    on: (event, listener) => process.on(event, listener),
    off: (event, listener) => process.off(event, listener),
  };
}

let nextRequestId = 1;

/** In a server process: asks the primary for every process's figures, summed. */
export function askPrimary(
  primary: Channel,
  timeoutMs = ANSWER_TIMEOUT_MS,
  id = nextRequestId++,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      primary.off('message', onMessage);
    };
    const onMessage = (message: unknown) => {
      if (!isMessage(message, METRICS_ANSWER) || message.id !== id) return;
      done();
      if (typeof message.text === 'string') resolve(message.text);
      else reject(new MetricsUnavailable(message.error ?? 'no figures'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new MetricsUnavailable('the primary did not answer in time'));
    }, timeoutMs);
    primary.on('message', onMessage);
    primary.send({ type: METRICS_REQUEST, id });
  });
}
/** In a server process: gives the primary this registry's figures when asked. Answers `off`. */
export function answerCollects(primary: Channel, registry: Registry): () => void {
  const onMessage = (message: unknown) => {
    if (!isMessage(message, METRICS_COLLECT)) return;
    const { id } = message;
    registry.getMetricsAsJSON().then(
      (metrics) => primary.send({ type: METRICS_COLLECTED, id, metrics }),
      (error: unknown) => primary.send({ type: METRICS_COLLECTED, id, error: String(error) }),
    );
  };
  primary.on('message', onMessage);
  return () => primary.off('message', onMessage);
}

/**
 * A series labelled with its process's pid is that process's alone (memory, CPU, event loop):
 * kept as it is. prom-client's default aggregators would otherwise omit
 * process_start_time_seconds; on one series per label set, `first` is the value itself.
 */
function keepPerProcess(metric: unknown): unknown {
  if (typeof metric !== 'object' || metric === null || !('values' in metric)) return metric;
  const { values } = metric;
  const perProcess =
    Array.isArray(values) &&
    values.length > 0 &&
    values.every((value: { labels?: { pid?: unknown } }) => value.labels?.pid !== undefined);
  return perProcess ? { ...metric, aggregator: 'first' } : metric;
}

/**
 * In the primary: answers the server processes' METRICS_REQUEST with the figures of `listening()`
 * summed. Call `onMessage` with each message a server process sends.
 */
export function clusterMetrics(
  listening: () => CollectedProcess[],
  timeoutMs = COLLECT_TIMEOUT_MS,
) {
  let nextCollectId = 1;

  /** One process's figures; none if it exits meanwhile (its counts go with it). */
  const collectFrom = (worker: CollectedProcess, id: number) =>
    new Promise<unknown[]>((resolve, reject) => {
      const done = () => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onMessage = (message: unknown) => {
        if (!isMessage(message, METRICS_COLLECTED) || message.id !== id) return;
        done();
        if (message.metrics) resolve(message.metrics.map(keepPerProcess));
        else reject(new Error(message.error ?? 'no figures'));
      };
      const onExit = () => {
        done();
        resolve([]);
      };
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.send({ type: METRICS_COLLECT, id });
    });

  const collect = async (): Promise<string> => {
    const id = nextCollectId++;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('a server process did not give its figures in time')),
        timeoutMs,
      );
    });
    try {
      const all = await Promise.race([
        Promise.all(
          listening()
            .filter((worker) => worker.isConnected())
            .map((worker) => collectFrom(worker, id)),
        ),
        timeout,
      ]);
      return await AggregatorRegistry.aggregate(all).metrics();
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    onMessage(from: CollectedProcess, message: unknown): void {
      if (!isMessage(message, METRICS_REQUEST)) return;
      const { id } = message;
      const answer = (reply: Omit<Message, 'type' | 'id'>) => {
        if (from.isConnected()) from.send({ type: METRICS_ANSWER, id, ...reply });
      };
      collect().then(
        (text) => answer({ text }),
        (error: unknown) => answer({ error: String(error) }),
      );
    },
  };
}
