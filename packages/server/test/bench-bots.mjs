// The benchmark's bots, in a worker thread of their own (a core apart from the server's): two
// WebSockets per room, the player to move plays once every `moveEveryMs`, each room on its own
// phase. Reports every move's milliseconds from send to ack. Plain JavaScript: a worker runs
// without the test runner's TypeScript transform.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, rooms, durationMs, moveEveryMs, size } = workerData;

/**
 * Every point of the board in an order two players can follow without either making five: a cell's
 * colour is (col + floor(row / 2)) % 2, which never puts three of a colour in a line; Black takes
 * its cells in reading order, White its own, alternately.
 */
function movesWithoutFive() {
  const cells = [[], []];
  for (let row = 0; row < size; row += 1) for (let col = 0; col < size; col += 1) cells[(col + Math.floor(row / 2)) % 2].push(row * size + col);
  const order = [];
  for (let i = 0; order.length < size * size - 1; i += 1) order.push(cells[i % 2][Math.floor(i / 2)]);
  return order;
}
const MOVES = movesWithoutFive();

const open = (room, token) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?room=${room}`, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(JSON.stringify({ v: 1, type: 'hello', room, token }));
      // The welcome is the first message: the seat is ready.
      ws.once('message', () => resolve(ws));
    });
  });

const latencies = [];
const failures = [];
let opened = 0;
const players = [];
for (const { room, tokens } of rooms) {
  players.push({ room, sockets: await Promise.all([open(room, tokens.first), open(room, tokens.second)]) });
  opened += 2;
}
parentPort.postMessage({ type: 'ready', sockets: opened });

const started = performance.now();
const timers = [];
for (const [index, { room, sockets }] of players.entries()) {
  let next = 0;
  let inFlight = null;
  for (const ws of sockets) {
    ws.on('message', (data) => {
      const text = String(data);
      // States (with the whole snapshot) go to both players: only acks and refusals are read.
      if (!text.startsWith('{"v":1,"type":"ack"') && !text.startsWith('{"v":1,"type":"rejected"') && !text.startsWith('{"v":1,"type":"error"')) return;
      const message = JSON.parse(text);
      if (!inFlight || message.id !== inFlight.id) return;
      if (message.type === 'ack') latencies.push(performance.now() - inFlight.at);
      else failures.push(`${room}: ${text}`);
      inFlight = null;
      next += 1;
    });
  }
  const tick = () => {
    if (inFlight || next >= MOVES.length) return;
    inFlight = { id: `m${next}`, at: performance.now() };
    sockets[next % 2].send(JSON.stringify({ v: 1, type: 'event', id: inFlight.id, event: { type: 'play', point: MOVES[next] } }));
  };
  // Rooms spread evenly over the second, as players' moves would be.
  timers.push(
    setTimeout(() => {
      tick();
      timers.push(setInterval(tick, moveEveryMs));
    }, (index * moveEveryMs) / players.length),
  );
}

setTimeout(() => {
  for (const timer of timers) clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  parentPort.postMessage({ type: 'done', latencies, failures, seconds });
  for (const { sockets } of players) for (const ws of sockets) ws.terminate();
}, durationMs);
