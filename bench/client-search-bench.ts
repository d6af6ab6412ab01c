// The local client search's own work, in memory (docs/offline.md, Kept ahead): 10,000 kept
// clients with their search columns, each text searched 50 times; prints the median and the
// slowest per text. Node on this machine, unthrottled: the browser figure at 4x CPU (loading
// the clients from IndexedDB included) is in bench/offline-ahead-bench.ts.
import { clientSearchKeys, searchKeptClients } from '../contract/client-search.js';
import { median } from './median.js';

const firstNames = ['Sofie', 'Kari', 'Ola', 'Nora', 'Jonas', 'Emma', 'Lars', 'Ingrid', 'Åse'];
const lastNames = ['Hansen', 'Berg', 'Dahl', 'Lund', 'Nordmann', 'Bakken', 'Moen', 'Bø'];
const SEARCHES = ['Sofie', '93456789', 'kari', '4', 'hansen', 'client123@'];
const RUNS = 50;

const kept = Array.from({ length: 10_000 }, (_, n) => {
  const client = {
    id: n + 1,
    firstName: firstNames[n % firstNames.length] ?? '',
    lastName: `${lastNames[n % lastNames.length] ?? ''}${n}`,
    phone:
      n % 3 === 0
        ? `+47 9${String(1_000_000 + n).slice(-7)}`
        : `4${String(1_000_000 + n).slice(-7)}`,
    email: `client${n}@example.com`,
    notes: '',
  };
  return { client, keys: clientSearchKeys(client, 'NO') };
});

for (const q of SEARCHES) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    found = searchKeptClients(kept, q, 'NO').length;
    times.push(performance.now() - started);
  }
  console.log(
    `"${q}": ${found} found, median ${median(times).toFixed(2)} ms, ` +
      `slowest ${Math.max(...times).toFixed(2)} ms`,
  );
}
