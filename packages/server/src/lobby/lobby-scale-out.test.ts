import type { Terms } from '@gomoku/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/databases.ts';
import { LobbySocket, registered } from '../../test/lobby-sockets.ts';
import { startServer } from '../../test/servers.ts';
import { createPostgresStore } from '../store/postgres-store.ts';
import type { DurableStore } from '../store/types.ts';

const CASUAL: Terms = { family: 'freestyle', opening: 'free', clock: { initialMs: 300_000, incrementMs: 3_000 }, rated: false };

/**
 * Two server processes, as far as the lobby can tell: two servers on two PostgreSQL stores of one
 * database, so what they share goes through the database (rooms, claims) and its bus (NOTIFY).
 */
describe('the lobby across processes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const stores: DurableStore[] = [];
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const sockets: LobbySocket[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    for (let i = 0; i < 2; i++) {
      const store = await createPostgresStore({ url: database.url, maxConnections: 4, writers: 1 });
      stores.push(store);
      servers.push(await startServer({ store }));
    }
  });

  afterAll(async () => {
    for (const socket of sockets) await socket.close();
    for (const server of servers) await server.close();
    for (const store of stores) await store.close();
    await database?.drop();
  });

  /** A player registered in the shared database, entered on server `on`. */
  const enter = async (on: 0 | 1, name: string) => {
    const server = servers[on];
    if (!server) throw new Error('no server');
    const player = await registered(server.store, name);
    const socket = await LobbySocket.entered(server.url, player.key);
    sockets.push(socket);
    return { ...player, socket };
  };

  it('shows a seek made on A to a player on B, and pairs them when B accepts it', async () => {
    const ann = await enter(0, 'Ann');
    const bob = await enter(1, 'Bob');
    ann.socket.createSeek(CASUAL);
    const { seeks } = await bob.socket.seeks((list) => list.some((seek) => seek.by.id === ann.id));
    const seek = (seeks as { id: string; by: { id: string } }[]).find((s) => s.by.id === ann.id);
    bob.socket.send({ type: 'seek.accept', id: seek?.id });
    const [forAnn, forBob] = await Promise.all([ann.socket.take((m) => m.type === 'paired'), bob.socket.take((m) => m.type === 'paired')]);
    expect(forAnn.room).toBe(forBob.room);
    expect(forAnn).toMatchObject({ opponent: { id: bob.id }, terms: CASUAL });
    expect(forBob).toMatchObject({ opponent: { id: ann.id } });
    await bob.socket.seeks((list) => !list.some((s) => s.id === seek?.id));
  });

  it('pairs a player waiting on A with one waiting on B in one room, made once', async () => {
    const cy = await enter(0, 'Cy');
    const dee = await enter(1, 'Dee');
    cy.socket.joinPool('freestyle-10+5');
    await cy.socket.take((m) => m.type === 'pairing');
    dee.socket.joinPool('freestyle-10+5');
    const [forCy, forDee] = await Promise.all([cy.socket.take((m) => m.type === 'paired'), dee.socket.take((m) => m.type === 'paired')]);
    expect(forCy.room).toBe(forDee.room);
    expect([forCy.player, forDee.player].sort()).toEqual(['p1', 'p2']);
    expect(forCy).toMatchObject({ opponent: { id: dee.id } });
    // Both processes may have tried: the claims let one room through.
    const live = await stores[0]?.liveMatches(100);
    expect(live?.filter((game) => JSON.stringify(game.match).includes(cy.id))).toHaveLength(1);
  });
});
