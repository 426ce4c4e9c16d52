import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only by itself when Vitest globals are on; they are not.
afterEach(cleanup);
