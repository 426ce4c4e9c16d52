import type { PoolId } from '@gomoku/client';

// The protocol's pools, named here so the home need not load the client to list them: the
// `satisfies` makes this exactly `PoolId`'s keys (a pool added or removed there fails the build).
const POOLS = { 'freestyle-3+2': true, 'freestyle-10+5': true, 'renju-10+5': true } as const satisfies Record<PoolId, true>;

/** The quick-pairing pools, in the order the home offers them: the fast one first. */
export const POOL_CHOICES = Object.keys(POOLS) as PoolId[];

/** Whether a value (from an address) is a pool's id. */
export const isPoolId = (value: unknown): value is PoolId => typeof value === 'string' && Object.hasOwn(POOLS, value);
