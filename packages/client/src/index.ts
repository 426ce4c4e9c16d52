export * from '@gomoku/protocol';
export { connectGame, connectingState, socketUrl } from './connection.ts';
export type { ConnectionError, ConnectionStatus, ConnectOptions, GameConnection, OnlineState, SocketConstructor, SocketLike } from './connection.ts';
export { MAX_RESTORED_EVENTS, readPendingEvents } from './pending.ts';
export type { PendingEvent } from './pending.ts';
export { CreateRoomError, createRoom } from './rooms.ts';
export type { CreateRoomOptions } from './rooms.ts';
