import { describe, expect, it, vi } from 'vitest';
import { canShare, shareLink } from './share.ts';

const LINK = 'https://gomoku.example/?room=abc';
const clipboard = (write: () => Promise<void> = () => Promise.resolve()) => ({ writeText: vi.fn(write) }) as unknown as Clipboard;
const refused = (name: string) => () => Promise.reject(Object.assign(new Error(name), { name }));

describe('sharing a link', () => {
  it('opens the share sheet where there is one, and copies nothing', async () => {
    const share = vi.fn(() => Promise.resolve());
    const board = clipboard();
    expect(canShare({ share })).toBe(true);
    expect(await shareLink(LINK, 'Watch', { share, clipboard: board })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ url: LINK, title: 'Watch' });
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('takes a closed sheet as the player’s choice, and a failed one as no sheet', async () => {
    const board = clipboard();
    expect(await shareLink(LINK, 'Watch', { share: refused('AbortError'), clipboard: board })).toBe('cancelled');
    expect(board.writeText).not.toHaveBeenCalled();
    expect(await shareLink(LINK, 'Watch', { share: refused('NotAllowedError'), clipboard: board })).toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(LINK);
  });

  it('copies where there is no sheet, and says when it cannot', async () => {
    expect(canShare({})).toBe(false);
    expect(await shareLink(LINK, 'Watch', { clipboard: clipboard() })).toBe('copied');
    expect(await shareLink(LINK, 'Watch', { clipboard: clipboard(refused('NotAllowedError')) })).toBe('failed');
    expect(await shareLink(LINK, 'Watch', {})).toBe('failed');
  });
});
