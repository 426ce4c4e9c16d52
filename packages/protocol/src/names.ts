/**
 * Display names: what a player may call themselves, checked the same way by the page (to say why
 * before sending) and by the server (the one that decides). A name is shown to strangers beside
 * a rating, so it must not pass for another player's.
 */

/** The longest name, in characters (code points, after NFC). */
export const NAME_MAX_LENGTH = 20;

/**
 * Why a name is refused:
 * - `empty`: nothing but spaces; `too-long`: over `NAME_MAX_LENGTH` characters;
 * - `control`: a control, format or invisible character (zero-width joiners, bidi overrides…);
 * - `padding`: a space at either end, two spaces in a row, or a space other than U+0020 (what
 *   makes `"Alice "` look like `"Alice"`);
 * - `bad-character`: not a letter, digit, space or common punctuation (symbols, emoji);
 * - `marks`: more than two combining marks on one letter;
 * - `taken`: another player has this name, or one that looks the same (the server's answer).
 */
export const NAME_PROBLEMS = /* @__PURE__ */ Object.freeze(['empty', 'too-long', 'control', 'padding', 'bad-character', 'marks', 'taken'] as const);
/** Why a name is refused: one of `NAME_PROBLEMS`. */
export type NameProblem = (typeof NAME_PROBLEMS)[number];

/** A name as read: the name (NFC) and its `nameKey`, or why it is refused. */
export type NameRead = { readonly ok: true; readonly name: string; readonly key: string } | { readonly ok: false; readonly problem: NameProblem };

// Letters and digits of any script, the space, and punctuation; a mark only after a letter or digit.
const ALLOWED = /^[\p{L}\p{N}\p{P} \p{M}]$/u;
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0\u2800]/u;
/** Marks that draw nothing (the grapheme joiner, variation selectors): a name could hide behind them. */
const BLANK_MARK = (code: number) => code === 0x034f || code === 0x17b4 || code === 0x17b5 || (code >= 0x180b && code <= 0x180f) || (code >= 0xfe00 && code <= 0xfe0f);
const OTHER_SPACE = /\p{Zs}/u;

/**
 * Letters that look like others, mapped to one of the group (after NFKC and lower case): Cyrillic
 * and Greek lookalikes of Latin letters, and the digits and signs that pass for letters. The
 * common cases of Unicode's confusables (UTS #39), not the whole table: enough that a name cannot
 * pass for another by swapping a letter for its twin.
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'l', ї: 'l', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'l', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c', ϳ: 'j',
  '0': 'o', '1': 'l', i: 'l', '|': 'l', '!': 'l', '5': 's', '$': 's', '@': 'a', '3': 'e',
  '_': '-', '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-', '·': '.', '・': '.', '․': '.', '‚': ',', '’': "'", '‘': "'", 'ʼ': "'", '`': "'",
};

/**
 * The form two names are compared in: NFKC, lower case, accents and other marks removed,
 * lookalike letters mapped to one, `rn` read as `m` and `vv` as `w`, spaces and punctuation
 * between letters dropped. Two players may not hold names with the same key.
 */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  let key = '';
  for (const char of folded) key += LOOKALIKES[char] ?? char;
  // Spaces and punctuation go first, so `r n` reads as `m` too and a key's key is itself.
  return key.replace(/[\s\p{P}]/gu, '').replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/**
 * Reads a display name from outside: 1–20 characters of letters, digits, single inner spaces and
 * common punctuation in any script. Whether another player holds it is the server's to say
 * (`taken`). Never throws.
 */
export function readDisplayName(value: unknown): NameRead {
  if (typeof value !== 'string') return { ok: false, problem: 'empty' };
  // A string far over the limit is refused before any work on it.
  if (value.length > NAME_MAX_LENGTH * 8) return { ok: false, problem: 'too-long' };
  const name = value.normalize('NFC');
  if (name.trim() === '') return { ok: false, problem: 'empty' };
  const chars = [...name];
  if (chars.length > NAME_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  let marks = 0;
  let previous = ' ';
  for (const char of chars) {
    if (INVISIBLE.test(char) || BLANK_MARK(char.codePointAt(0)!)) return { ok: false, problem: 'control' };
    if (char !== ' ' && OTHER_SPACE.test(char)) return { ok: false, problem: 'padding' };
    if (!ALLOWED.test(char)) return { ok: false, problem: 'bad-character' };
    if (/\p{M}/u.test(char)) {
      marks += 1;
      if (marks > 2 || !/[\p{L}\p{N}]/u.test(previous)) return { ok: false, problem: 'marks' };
      continue;
    }
    marks = 0;
    previous = char;
  }
  if (name.startsWith(' ') || name.endsWith(' ') || name.includes('  ')) return { ok: false, problem: 'padding' };
  const key = nameKey(name);
  // A name of punctuation alone has no key: nothing to tell it from another's by.
  if (key === '') return { ok: false, problem: 'bad-character' };
  return { ok: true, name, key };
}
