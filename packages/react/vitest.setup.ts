import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only by itself when Vitest globals are on; they are not.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for a condition, not for a time: on a loaded two-core machine a lazy
// chunk (the computer, online play) can take longer to load than the default second. A hang is
// still caught, by the test's own timeout.
configure({ asyncUtilTimeout: 10_000 });
