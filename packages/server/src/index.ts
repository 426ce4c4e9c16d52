export { StoreError } from './store/errors.ts';
export type { StoreErrorCode } from './store/errors.ts';
export type { AppendInput, AppendResult, GameStore, NewRoom, StoredEvent, StoredRoom, StoreListener } from './store/types.ts';
export { createMemoryStore } from './store/memory-store.ts';
export { createPgliteStore } from './store/pglite-store.ts';
export type { PgliteStoreOptions } from './store/pglite-store.ts';
export { APPEND_CHANNEL, createPostgresStore } from './store/postgres-store.ts';
export type { PostgresStoreOptions } from './store/postgres-store.ts';
export { SCHEMA_VERSION } from './store/schema.ts';
