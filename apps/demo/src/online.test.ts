import { describe, expect, it } from 'vitest';
import { readOnlineAddress, watchLinkOf } from './online.ts';

const ID = 'AbC-12_xyz0123456789AB';
const TOKEN = 'tok_-0123456789abcdefghijklmnopqrstuvwxyzABCD';
const read = (room: string, seat?: string) =>
  readOnlineAddress({ search: `?room=${encodeURIComponent(room)}`, hash: seat === undefined ? '' : `#seat=${encodeURIComponent(seat)}` });

/** Every mark a chat app or a sentence may leave after a link, ASCII and CJK / full-width. */
const TRAILING_MARKS = ['.', ',', ';', ':', '!', '?', ')', ']', '}', '"', "'", '>', '。', '，', '、', '！', '？', '）', '」', '』', '”', '’', '；', '：', '】', '》', '〉', '…', '»', ' ', '\t', '\n', '\u3000', '\u00A0', '\u200B', '\uFEFF'];

describe('online addresses', () => {
  it('read the room from the query and the seat token from the fragment', () => {
    expect(readOnlineAddress({ search: '?room=abc', hash: '#seat=tok' })).toEqual({ room: 'abc', seat: 'tok' });
    expect(readOnlineAddress({ search: '?room=abc', hash: '' })).toEqual({ room: 'abc' });
    expect(readOnlineAddress({ search: '?p=00', hash: '#seat=tok' })).toBeNull();
    expect(readOnlineAddress({ search: '?room=', hash: '' })).toBeNull();
  });

  it.each(TRAILING_MARKS)('drop %j stuck to the end of a room id or a token', (mark) => {
    expect(read(`${ID}${mark}`)).toEqual({ room: ID });
    expect(read(ID, `${TOKEN}${mark}`)).toEqual({ room: ID, seat: TOKEN });
    // A spectator's link and a player's, each pasted into a sentence.
    expect(read(`${ID}${mark}${mark}`)).toEqual({ room: ID });
    expect(read(ID, `${TOKEN}${mark}”。`)).toEqual({ room: ID, seat: TOKEN });
  });

  it('keep what ids are made of, and say nothing of a room that is only marks', () => {
    expect(read('room-', 'seat_')).toEqual({ room: 'room-', seat: 'seat_' });
    expect(read(`  ${ID}`)).toEqual({ room: ID });
    expect(read('。')).toBeNull();
    expect(read(ID, '。')).toEqual({ room: ID });
  });

  it('leave ids the server refuses as they are, for the room to say there is no such room', () => {
    expect(read('no such room')).toEqual({ room: 'no such room' });
    expect(read('房间号')).toEqual({ room: '房间号' });
    expect(read('x'.repeat(201))).toEqual({ room: 'x'.repeat(200) });
    expect(read(ID, 'a token')).toEqual({ room: ID, seat: 'a token' });
  });

  it('cap hostile lengths', () => {
    expect(readOnlineAddress({ search: `?room=${'x'.repeat(5000)}`, hash: `#seat=${'y'.repeat(5000)}` })).toEqual({ room: 'x'.repeat(200), seat: 'y'.repeat(200) });
    expect(readOnlineAddress({ search: `?room=x${'.'.repeat(100_000)}`, hash: '' })).toEqual({ room: 'x' });
  });

  it('give the link to watch a room, which reads back as the room', () => {
    const link = new URL(watchLinkOf(ID, 'https://gomoku.example'));
    expect(link.href).toBe(`https://gomoku.example/?room=${ID}`);
    expect(readOnlineAddress(link)).toEqual({ room: ID });
  });
});
