import { describe, expect, test } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.UTC(2026, 0, 15, 12);
const MINUTE = 60_000;

describe('relativeTime', () => {
  test('says when in the largest whole unit, in the locale', () => {
    expect(relativeTime(NOW - 10_000, NOW, 'en')).toBe('now');
    expect(relativeTime(NOW - 5 * MINUTE, NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(NOW - 90 * MINUTE, NOW, 'en')).toBe('1 hour ago');
    expect(relativeTime(NOW - 30 * 60 * MINUTE, NOW, 'en')).toBe('yesterday');
    expect(relativeTime(NOW - 10 * 24 * 60 * MINUTE, NOW, 'en')).toBe('last week');
    expect(relativeTime(NOW - 400 * 24 * 60 * MINUTE, NOW, 'en')).toBe('last year');
    expect(relativeTime(NOW - 5 * MINUTE, NOW, 'zh-CN')).toBe('5分钟前');
    expect(relativeTime(NOW - 5 * MINUTE, NOW, 'ja')).toBe('5 分前');
  });

  test('a time ahead (a clock set back) is now', () => {
    expect(relativeTime(NOW + 3_600_000, NOW, 'en')).toBe('now');
  });
});
