// Run by start.test.ts as a process of its own: opens the SQLite worker on a file it cannot open,
// with nothing else keeping the process alive, and prints what the open rejected with.
import { SqliteConnection } from '../src/store/sqlite-connection.ts';

const [file = ''] = process.argv.slice(2);
try {
  await SqliteConnection.open(file);
  console.log('opened');
} catch (error) {
  console.log(`refused: ${error instanceof Error ? error.message : String(error)}`);
}
