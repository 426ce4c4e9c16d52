export * from './wire.ts';
export * from './protocol.ts';
export * from './lobby.ts';
export * from './names.ts';
