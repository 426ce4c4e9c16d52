export * from '@gomoku/protocol';
export { connectGame, connectingState, socketUrl } from './connection.ts';
export type { ConnectionError, ConnectionStatus, ConnectOptions, GameConnection, OnlineState, PendingEvent, SocketConstructor, SocketLike } from './connection.ts';
export { CreateRoomError, createRoom } from './rooms.ts';
export type { CreateRoomOptions } from './rooms.ts';
