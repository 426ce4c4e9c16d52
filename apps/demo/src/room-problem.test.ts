import { CreateRoomError } from '@gomoku/client';
import { describe, expect, it } from 'vitest';
import { closureText, noRoomText } from './room-problem.ts';
import { STRINGS } from './strings.ts';

const t = STRINGS.en;
const refused = (code: string, retryAfterMs: number | null = null) => new CreateRoomError({ code, status: 400, retryAfterMs, message: code });

describe('why no room was made, in words', () => {
  it('says when to try again after too many rooms', () => {
    expect(noRoomText(refused('rate-limited', 7000), true, t)).toBe(t.tooManyRooms(7));
    expect(noRoomText(refused('rate-limited', 1), true, t)).toBe(t.tooManyRooms(1));
  });

  it('tells a busy server and refused settings from a server out of reach', () => {
    expect(noRoomText(refused('unavailable'), true, t)).toBe(t.serverBusy);
    expect(noRoomText(refused('bad-settings'), true, t)).toBe(t.settingsRefused);
    expect(noRoomText(refused('network'), true, t)).toBe(t.serverUnreachable);
    expect(noRoomText(new TypeError('Failed to fetch dynamically imported module'), true, t)).toBe(t.serverUnreachable);
    expect(noRoomText(null, true, t)).toBe(t.serverUnreachable);
  });

  it('says offline first, whatever failed', () => {
    expect(noRoomText(refused('rate-limited', 7000), false, t)).toBe(t.offline);
  });
});

describe('why a room cannot be played, in words', () => {
  it('says each cause in its own words', () => {
    expect(closureText('no-room', t)).toBe(t.noSuchRoom);
    expect(closureText('bad-token', t)).toBe(t.notASeat);
    expect(closureText('outdated', t)).toBe(t.roomOutdated);
    expect(closureText('closed', t)).toBe(t.roomClosed);
  });
});
