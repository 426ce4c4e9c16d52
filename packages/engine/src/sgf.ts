import { LETTERS } from './coordinates.ts';
import { CodecError } from './errors.ts';
import { checkRecord, checkText, MoveCollector, quote, variantOf } from './record-text.ts';
import { GOMOKU, type GameRecord, type GameResult, type Rule, type Variant } from './types.ts';
import { MAX_SIZE, MIN_SIZE } from './variant.ts';

/** How `RU[...]` names each rule when the engine writes it. */
const RULE_NAMES: Record<Rule, string> = { freestyle: 'Freestyle', standard: 'Standard', renju: 'Renju' };
/** The reasons `RE[B+R]`, `RE[B+T]`, `RE[B+F]` state, in the order of their letters in `RTF`. */
const REASONS = ['resign', 'time', 'forfeit'] as const;
const SPACES = /\s*/y;
const IDENT = /[A-Za-z]+/y;

/** Escapes a text value: `\` and `]` are the only characters SGF escapes. */
const escape = (text: string) => text.replace(/[\\\]]/g, '\\$&');

/** A SimpleText value as SGF defines it: escapes undone, an escaped line break removed, other line breaks and tabs made spaces. */
const unescape = (value: string) =>
  value.replace(/\\(\r\n|\n\r|[\s\S])/g, (_, c: string) => (c[0] === '\n' || c[0] === '\r' ? '' : c)).replace(/\r\n|\n\r|[\t\n\v\f\r]/g, ' ');

/** The rule an `RU[...]` value names (renju's opening rules mean renju), or undefined when it is none the engine knows. */
function ruleOf(value: string): Rule | undefined {
  if (/renju|rif|yamaguchi|taraguchi|soosorv|sakata/i.test(value)) return 'renju';
  if (/standard|exact/i.test(value)) return 'standard';
  return /freestyle/i.test(value) ? 'freestyle' : undefined;
}

/** The result an `RE[...]` value states: `B+`, `W+R`, `0` or `Draw`; undefined for `?`, `Void` and anything else. */
function resultOf(value: string): GameResult | undefined {
  const text = value.trim().toUpperCase();
  if (text === '0' || text === 'DRAW') return { winner: null };
  const match = /^([BW])\+([RTF])?/.exec(text);
  if (!match) return undefined;
  const reason = match[2] && REASONS['RTF'.indexOf(match[2])];
  return { winner: match[1] === 'B' ? 'black' : 'white', ...(reason && { reason }) };
}

/**
 * A record as an SGF file for Gomoku and Renju (`GM[4]`): the board size (`SZ`), the rule
 * (`RU[Freestyle]`, `RU[Standard]` or `RU[Renju]`), the players (`PB`, `PW`) and the result
 * (`RE[B+]`, `RE[W+R]`, `RE[0]` for a draw) when the record has them, then one node per move,
 * `;B[hh]` (column letter, then row letter from the top). Throws `CodecError` like `encodeMoves`,
 * and `bad-variant` for a record whose variant the engine cannot play.
 */
export function encodeSgf(record: GameRecord): string {
  const { size, rule } = checkRecord(record);
  const { players, result } = record;
  let text = `(;GM[4]FF[4]CA[UTF-8]SZ[${size}]RU[${RULE_NAMES[rule]}]`;
  for (const [property, name] of [['PB', players?.black], ['PW', players?.white]]) {
    if (typeof name === 'string' && name) text += `${property}[${escape(name)}]`;
  }
  const winner = result?.winner;
  if (winner === null) text += 'RE[0]';
  if (winner === 'black' || winner === 'white') {
    const reason = 'RTF'[(REASONS as readonly unknown[]).indexOf(result?.reason)] ?? '';
    text += `RE[${winner === 'black' ? 'B' : 'W'}+${reason}]`;
  }
  record.moves.forEach((point, index) => {
    text += `;${index % 2 ? 'W' : 'B'}[${LETTERS[point % size]}${LETTERS[Math.floor(point / size)]}]`;
  });
  return `${text})`;
}

/**
 * Reads an SGF file for Gomoku and Renju (`GM[4]`): the main line of its first game (the first
 * variation at every branch), with the board size (`SZ[15]`, or `variant`'s without one), the rule
 * when `RU` names one the engine knows (else `variant`'s), the players and the result. Other
 * properties, escaped text (`C[a \] b]`), other variations and games are read only as far as
 * the grammar needs. Throws `CodecError` with the index of the offending text: `bad-syntax` (not
 * SGF: a bracket or parenthesis never closed, a stray character), `unsupported` (another game
 * than `GM[4]`, set-up stones, a pass), `out-of-turn` (a move by the side not to play),
 * `bad-coordinate`, `out-of-range`, `repeated-point`, `bad-size`, `bad-variant`, `too-long`, `not-text`.
 */
export function decodeSgf(text: string, variant: Variant = GOMOKU): GameRecord {
  checkText(text, 'An SGF file');
  const stated: { size?: number; rule?: Rule } = {};
  const players: { black?: string; white?: string } = {};
  let result: GameResult | undefined;
  const skipSpaces = (from: number) => {
    SPACES.lastIndex = from;
    SPACES.test(text);
    return SPACES.lastIndex;
  };
  const misplaced = (at: number): never => {
    throw new CodecError('bad-syntax', at, `Misplaced ${quote(text, at)} at position ${at + 1} of the SGF file.`);
  };

  // Moves wait in `pending` until the root node, which states the board size, ends; then each is
  // checked as it comes, so the first problem in the text is the one reported.
  const pending: [move: string, index: number][] = [];
  let collector: MoveCollector | undefined;
  const play = (move: string, index: number) => {
    // An empty move is a pass, and so is `tt` on boards up to 19×19 (FF[3]'s way, which FF[4] keeps).
    if (!move || (move === 'tt' && collector!.size <= 19)) {
      throw new CodecError('unsupported', index, `Move ${collector!.moves.length + 1} is a pass, which a game record cannot hold.`);
    }
    if (!/^[a-zA-Z]{2}$/.test(move)) throw new CodecError('bad-coordinate', index, `Move ${collector!.moves.length + 1} (“${move.slice(0, 12)}”) is not a point like “hh”.`);
    collector!.add(LETTERS.indexOf(move[0]!), LETTERS.indexOf(move[1]!), index, move);
  };
  const settle = () => {
    collector = new MoveCollector(variantOf(variant, stated).size);
    for (const [move, index] of pending) play(move, index);
  };

  /** A property of the main line: what it says about the game, or nothing for those a record does not hold. */
  const read = (ident: string, values: [string, number][], at: number) => {
    const [value, valueAt] = values[0]!;
    if (ident === 'B' || ident === 'W') {
      for (const [move, index] of values) {
        const count = collector ? collector.moves.length : pending.length;
        if (ident !== (count % 2 ? 'W' : 'B')) {
          const [mover, other] = ident === 'B' ? ['Black', 'White'] : ['White', 'Black'];
          throw new CodecError('out-of-turn', at, `Move ${count + 1} is ${mover}'s, but ${other} is to play: moves alternate, Black first.`);
        }
        if (collector) play(move, index);
        else if (pending.push([move, index]) > MAX_SIZE * MAX_SIZE) throw new CodecError('too-long', at, 'The file holds more moves than any board has points.');
      }
    } else if (ident === 'AB' || ident === 'AW' || ident === 'AE') {
      throw new CodecError('unsupported', at, `${ident}[...] sets up stones, which a game record cannot hold.`);
    } else if (ident === 'GM' && value.trim() !== '4') {
      throw new CodecError('unsupported', valueAt, `This file is for another game (GM[${value.slice(0, 8)}]): Gomoku and Renju are GM[4].`);
    } else if (ident === 'SZ' && !collector) {
      const [width, height = width] = value.split(':').map((side) => (/^\s*\d+\s*$/.test(side) ? Number(side) : NaN));
      if (width !== height || !(width! >= MIN_SIZE && width! <= MAX_SIZE)) {
        throw new CodecError('bad-size', valueAt, `SZ[${value.slice(0, 12)}] is no board the engine plays: square, ${MIN_SIZE}×${MIN_SIZE} to ${MAX_SIZE}×${MAX_SIZE}.`);
      }
      stated.size = width;
    } else if (ident === 'RU') {
      const rule = ruleOf(value);
      if (rule) stated.rule = rule;
    } else if (ident === 'RE') {
      result = resultOf(value);
    } else if (ident === 'PB' || ident === 'PW') {
      const name = unescape(value);
      if (name) players[ident === 'PB' ? 'black' : 'white'] = name;
    }
  };

  let i = skipSpaces(0);
  if (text[i] !== '(') throw new CodecError('bad-syntax', i, 'An SGF file starts with “(;”.');
  let depth = 0;
  // A node may start right after "(" or after another node, never after a variation; a property only inside a node.
  let canNode = false;
  let inNode = false;
  // The main line is the first variation at every branch: it ends at the first ")".
  let mainLine = true;
  while ((i = skipSpaces(i)) < text.length) {
    const c = text[i];
    if (inNode && !collector && (c === '(' || c === ')' || c === ';')) settle();
    if (c === '(') {
      if (text[skipSpaces(i + 1)] !== ';') throw new CodecError('bad-syntax', i, `The game tree at position ${i + 1} does not start with a node “;”.`);
      depth++;
      canNode = true;
      inNode = false;
      i++;
    } else if (c === ')') {
      if (!depth) misplaced(i);
      depth--;
      canNode = inNode = mainLine = false;
      i++;
    } else if (c === ';') {
      if (!canNode) misplaced(i);
      inNode = true;
      i++;
    } else {
      const at = i;
      IDENT.lastIndex = at;
      if (!inNode || !IDENT.test(text)) misplaced(at);
      // FF[3] let property names hold lower-case letters, which do not count.
      const ident = text.slice(at, IDENT.lastIndex).replace(/[a-z]/g, '');
      const values: [string, number][] = [];
      for (i = skipSpaces(IDENT.lastIndex); text[i] === '['; i = skipSpaces(i + 1)) {
        const open = i;
        for (i++; i < text.length && text[i] !== ']'; i++) if (text[i] === '\\') i++;
        if (i >= text.length) throw new CodecError('bad-syntax', open, `The value opened at position ${open + 1} of the SGF file is never closed with “]”.`);
        values.push([text.slice(open + 1, i), open + 1]);
      }
      if (!values.length) throw new CodecError('bad-syntax', at, `Property ${ident.slice(0, 12)} at position ${at + 1} of the SGF file has no value in [ ].`);
      if (mainLine) read(ident, values, at);
    }
  }
  if (depth) throw new CodecError('bad-syntax', text.length, 'The SGF file ends before its game is closed with “)”.');

  return {
    variant: variantOf(variant, stated),
    moves: collector!.moves,
    ...(result && { result }),
    ...((players.black !== undefined || players.white !== undefined) && { players }),
  };
}
