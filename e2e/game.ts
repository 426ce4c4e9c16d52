import type { Page } from 'playwright-core';

/** The board's cell named by coordinate and content, e.g. cell(page, 'h8', 'empty'). */
export const cell = (page: Page, coordinate: string, content: string) =>
  page.getByRole('gridcell', { name: `${coordinate}, ${content}`, exact: true });

/** The game's status line (the components' live region). */
export const status = (page: Page) => page.locator('.gomoku-status');

/** Clicks empty points in turn (Black first unless the game says otherwise). */
export async function play(page: Page, coordinates: readonly string[]): Promise<void> {
  for (const c of coordinates) await cell(page, c, 'empty').click();
}

/** How many stones are on the board. */
export const stoneCount = (page: Page) => page.getByRole('gridcell', { name: /, (black|white)$/ }).count();
