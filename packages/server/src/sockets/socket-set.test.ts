import { PROTOCOL_VERSION, SOCKET_PATH } from '@gomoku/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parsePrometheus, total } from '../../test/prometheus.ts';
import { startServer } from '../../test/servers.ts';
import { createRoom, seatPlayers } from '../../test/sockets.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe('the heartbeat of a real server', () => {
  it('drops a connection that stops answering pings (no-pong) and keeps those that answer', async () => {
    const server = await startServer({ heartbeatMs: 1000 });
    cleanup.push(server.close);
    const created = await createRoom(server.url);
    const { black, white } = await seatPlayers(server.url, created);
    cleanup.push(() => black.close(), () => white.close());
    // A watcher whose client never answers a ping (ws answers them itself unless told not to).
    const silent = new WebSocket(`${server.url.replace(/^http/, 'ws')}${SOCKET_PATH}`, { autoPong: false });
    const welcomed = new Promise((resolve) => silent.once('message', resolve));
    await new Promise((resolve) => silent.once('open', resolve));
    silent.send(JSON.stringify({ v: PROTOCOL_VERSION, type: 'hello', room: created.room }));
    await welcomed;
    const code = await new Promise<number>((resolve) => silent.once('close', resolve));

    expect(code).toBe(1006);
    const metrics = parsePrometheus(await (await fetch(`${server.url}/metrics`)).text());
    expect(total(metrics, 'gomoku_sockets_closed_total', { reason: 'no-pong' })).toBe(1);
    expect(total(metrics, 'gomoku_sockets_closed_total')).toBe(1);
    // The players, who answered every ping, still play.
    expect(black.ws.readyState).toBe(WebSocket.OPEN);
    expect((await black.play('m1', { type: 'play', point: 112 })).type).toBe('ack');
    expect((await white.state(1)).type).toBe('state');
  });
});
