import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { launch, type Session } from './browser.ts';
import { axeViolations, cell, status } from './game.ts';

// Each test chooses its browser's language, so each launches its own (no CJK fonts here: text is
// checked, never pictures).
let session: Session | undefined;
afterEach(async () => {
  expect(session?.errors).toEqual([]);
  await session?.close();
  session = undefined;
});

async function openIn(locale: string): Promise<Page> {
  session = await launch(undefined, locale);
  await session.open('/');
  return session.page;
}

const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

const BROWSERS = [
  { locale: 'zh-CN', lang: 'zh-CN', title: '五子棋', friend: '与好友同屏对弈', empty: '空', first: '轮到黑方', second: '黑方落子于 h8，轮到白方' },
  { locale: 'ja-JP', lang: 'ja', title: '五目並べ', friend: '友だちとこの画面で対局', empty: '空点', first: '黒の番', second: '黒が h8 に打ちました、白の番' },
  { locale: 'ko-KR', lang: 'ko', title: '오목', friend: '이 화면에서 친구와 대국', empty: '빈 점', first: '흑 차례', second: '흑이 h8에 두었습니다, 백 차례' },
];

test.each(BROWSERS)('a $locale browser meets the demo in its language on a first visit, the turn line saying whose turn it is', async ({ locale, lang, title, friend, empty, first, second }) => {
  const page = await openIn(locale);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  expect(await pageLang(page)).toBe(lang);
  await page.getByRole('button', { name: friend }).click();
  await expect.poll(() => status(page).textContent()).toBe(first);
  await cell(page, 'h8', empty).click();
  await expect.poll(() => status(page).textContent()).toBe(second);
});

/** Chooses a language in Settings, the dialog's buttons named in the page's language, then reloads. */
async function chooseAndReload(page: Page, { settings, language, close }: { settings: string; language: string; close: string }): Promise<void> {
  await page.getByRole('button', { name: settings }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: language }).check();
  await dialog.getByRole('button', { name: close }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.reload();
}

test('a language chosen in Settings beats the browser’s, and is kept after a reload', async () => {
  const page = await openIn('ja-JP');
  await page.getByRole('button', { name: '設定' }).click();
  const languages = page.getByRole('dialog', { name: '設定' }).getByRole('group', { name: '言語' });
  // Each language by its own name, marked as that language for a screen reader.
  expect(await languages.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent))).toEqual(['English', '中文', '日本語', '한국어']);
  expect(await languages.locator('[lang]').evaluateAll((names) => names.map((name) => name.getAttribute('lang')))).toEqual(['en', 'zh-CN', 'ja', 'ko']);
  expect(await languages.getByRole('radio', { name: '日本語' }).isChecked()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await chooseAndReload(page, { settings: '設定', language: '한국어', close: '닫기' });
  await page.getByRole('button', { name: '컴퓨터와 대국' }).waitFor();
  expect(await pageLang(page)).toBe('ko');

  await chooseAndReload(page, { settings: '설정', language: 'English', close: 'Close' });
  await page.getByRole('button', { name: 'Play the computer' }).waitFor();
  expect(await pageLang(page)).toBe('en');
});
