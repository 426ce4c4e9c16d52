// Moved to the workspace's scripts/ (the React package's tests start the server too, without
// reaching into this package); kept here for the server's tests and e2e/ that import this path.
export { freePort, startServerProcess, type ServerProcess } from '../../../scripts/server-process.ts';
