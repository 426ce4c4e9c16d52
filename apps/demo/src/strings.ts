import type { Locale } from '@gomoku/react';
import { en, type Strings } from './strings-en.ts';
import { ja } from './strings-ja.ts';
import { ko } from './strings-ko.ts';
import { zhCN } from './strings-zh-cn.ts';

export type { Strings } from './strings-en.ts';

/** The demo's own words in each language it speaks (the library's locales). */
export const STRINGS: Readonly<Record<Locale, Strings>> = { en, 'zh-CN': zhCN, ja, ko };
