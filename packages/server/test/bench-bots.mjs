// The benchmark's bots, in a process of their own (started by server.bench.ts with an IPC channel),
// so the load generator never shares the server's thread or heap. Told `start`, they create the
// rooms over HTTP, open two WebSockets per room and join (timing hello → welcome: the server
// loads the room from its store then), and say `ready`. Told `go`, the player to move in each room
// plays once every `moveEveryMs`, each room on its own phase, for `seconds`; then they say `done`
// with every move's milliseconds from send to ack, summarised. Plain JavaScript: node runs it as it is.
import WebSocket from 'ws';

/**
 * Every point of the board in an order two players can follow without either making five: a cell's
 * colour is (col + floor(row / 2)) % 2, which never puts three of a colour in a line; Black takes
 * its cells in reading order, White its own, alternately.
 */
function movesWithoutFive(size) {
  const cells = [[], []];
  for (let row = 0; row < size; row += 1) for (let col = 0; col < size; col += 1) cells[(col + Math.floor(row / 2)) % 2].push(row * size + col);
  const order = [];
  for (let i = 0; order.length < size * size - 1; i += 1) order.push(cells[i % 2][Math.floor(i / 2)]);
  return order;
}

/** p50, p99 and max of a list of milliseconds. */
function summary(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel(items, width, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** Waits `ms` milliseconds. */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates a room, asking again (up to 20 times) while the server answers 503, busy with its store. */
async function createRoom(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (response.status === 201) return response.json();
    if (response.status !== 503 || attempt === 20) throw new Error(`POST /api/rooms answered ${response.status}: ${await response.text()}`);
    await pause(100 * attempt);
  }
}

const welcomes = [];

/** Joins a seat; a hello answered busy (the store was slow to load the room) is said again. */
function join(url, room, token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?room=${room}`, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => {
      const sent = performance.now();
      let attempts = 0;
      const hello = () => {
        attempts += 1;
        ws.send(JSON.stringify({ v: 2, type: 'hello', room, token }));
      };
      const onMessage = (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'welcome') {
          ws.off('message', onMessage);
          welcomes.push(performance.now() - sent);
          resolve(ws);
        } else if (message.type === 'error' && message.code === 'busy' && attempts < 20) {
          setTimeout(hello, 100 * attempts);
        } else if (message.type === 'error') {
          ws.off('message', onMessage);
          reject(new Error(`hello to ${room} answered ${String(data)}`));
        }
      };
      ws.on('message', onMessage);
      hello();
    });
  });
}

/**
 * Makes the rooms and joins them. With several servers (`urls`), room i is made on server i mod n;
 * `split: 'room'` joins both its players there (a proxy routing a room to one process), `'seat'`
 * joins its second player on the next server (a room served across processes).
 */
async function prepare({ urls, rooms: count, split }) {
  const at = (index, seat) => urls[(index + (split === 'seat' ? seat : 0)) % urls.length];
  const created = await inParallel(Array.from({ length: count }), 32, async (_, index) => ({ index, ...(await createRoom(at(index, 0))) }));
  return inParallel(created, 64, async ({ index, room, tokens }) => ({ room, sockets: [await join(at(index, 0), room, tokens.first), await join(at(index, 1), room, tokens.second)] }));
}

function play(players, { seconds, moveEveryMs, size }) {
  const moves = movesWithoutFive(size);
  const latencies = [];
  const failures = [];
  const timers = [];
  const inFlight = new Map();
  for (const [index, { room, sockets }] of players.entries()) {
    let next = 0;
    for (const ws of sockets) {
      ws.on('message', (data) => {
        const text = String(data);
        // States (with the whole game state) go to both players: only acks and refusals are read.
        if (!text.startsWith('{"v":2,"type":"ack"') && !text.startsWith('{"v":2,"type":"rejected"') && !text.startsWith('{"v":2,"type":"error"')) return;
        const message = JSON.parse(text);
        const pending = inFlight.get(room);
        if (!pending || message.id !== pending.id) return;
        if (message.type === 'ack') latencies.push(performance.now() - pending.at);
        else failures.push(`${room}: ${text}`);
        inFlight.delete(room);
        next += 1;
      });
    }
    const tick = () => {
      if (inFlight.has(room) || next >= moves.length) return;
      const pending = { id: `m${next}`, at: performance.now() };
      inFlight.set(room, pending);
      sockets[next % 2].send(JSON.stringify({ v: 2, type: 'event', id: pending.id, event: { type: 'play', point: moves[next] } }));
    };
    // Rooms spread evenly over the period, as players' moves would be.
    timers.push(
      setTimeout(() => {
        tick();
        timers.push(setInterval(tick, moveEveryMs));
      }, (index * moveEveryMs) / players.length),
    );
  }
  const started = performance.now();
  return new Promise((resolve) =>
    setTimeout(() => {
      for (const timer of timers) clearInterval(timer);
      resolve({ ...summary(latencies), seconds: (performance.now() - started) / 1000, failures: failures.length, firstFailure: failures[0] ?? null, unanswered: inFlight.size });
    }, seconds * 1000),
  );
}

let players = [];
let options = null;
process.on('message', async (message) => {
  try {
    if (message.type === 'start') {
      options = message;
      players = await prepare(options);
      process.send({ type: 'ready', sockets: players.length * 2, welcome: summary(welcomes) });
    } else if (message.type === 'go') {
      const moves = await play(players, options);
      for (const { sockets } of players) for (const ws of sockets) ws.terminate();
      process.send({ type: 'done', moves }, () => process.exit(0));
    } else if (message.type === 'stop') {
      process.exit(0);
    }
  } catch (error) {
    process.send({ type: 'failed', message: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
