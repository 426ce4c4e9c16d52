// Run by pglite-durability.test.ts in a process of its own, which the test kills with SIGKILL:
// opens the store on the folder given, then appends to room "r" for ever, printing each version
// as soon as its append has resolved. A printed version is one the store has acknowledged.
import { createPgliteStore } from './pglite-store.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-durability.child.ts DATA_DIR');
const store = await createPgliteStore({ dataDir });
const room = await store.loadRoom('r');
let version = room?.version ?? 0;
if (!room) await store.createRoom({ id: 'r', settings: {}, seats: {}, snapshot: { version: 0 }, live: true, now: 0 });
process.stdout.write(`ready ${version}\n`);
for (;;) {
  const result = await store.append({
    roomId: 'r',
    expectedVersion: version,
    eventId: `e${version + 1}`,
    seat: 'black',
    event: { n: version + 1 },
    snapshot: { version: version + 1 },
    live: true,
    now: version + 1,
  });
  if (!result.ok) throw new Error(`append refused: ${JSON.stringify(result)}`);
  version = result.version;
  // Writes to a pipe are synchronous on Linux: once the test reads this line, the append had resolved.
  process.stdout.write(`${version}\n`);
}
