// Empties a package's dist before its build: tsc only adds files, so a module deleted from src
// would otherwise stay in dist, and ship in the tarball with a map to a source that is gone.
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
