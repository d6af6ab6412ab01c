// A salon on two server processes for the race tests: its owner signed up through the API, and the
// rows a race needs (services, capacity, members) written straight into the shared database,
// which is closed again before the race so only the server processes hold connections.
import type { Db } from '@server/db/database.js';
import { openDatabase } from '@server/db/database.js';
import { registrationBody } from './accounts.js';
import { signUpOwner, startTwoProcessServer, type TwoProcessServer } from './server-processes.js';

export interface RaceSalon<Seeded> {
  server: TwoProcessServer;
  businessId: number;
  /** The owner's bearer token and a JSON content type. */
  headers: Record<string, string>;
  /** What `seed` returned: the ids the race books. */
  seeded: Seeded;
}

export async function startRaceSalon<Seeded>(
  seed: (db: Db, businessId: number) => Promise<Seeded>,
  owner: Parameters<typeof registrationBody>[0] = {},
): Promise<RaceSalon<Seeded>> {
  const server = await startTwoProcessServer();
  try {
    const { businessId, headers } = await signUpOwner(server, owner);
    const { db } = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
    try {
      return { server, businessId, headers, seeded: await seed(db, businessId) };
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}
