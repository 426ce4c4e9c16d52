import { readDisplayName, type NameProblem } from '@gomoku/client';

/**
 * Why a name being typed cannot be, said only once typing on cannot mend it: "Tester " is on its
 * way to "Tester A", while " Tester" or a name too long is not. (A name left as it is, on blur or
 * submit, is judged whole by `readDisplayName`.)
 */
export function typingProblem(text: string): NameProblem | null {
  const read = readDisplayName(text);
  if (read.ok || readDisplayName(`${text}a`).ok) return null;
  return read.problem;
}
