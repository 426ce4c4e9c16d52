import { definition } from './definition.ts';

/**
 * The game's state chart (see `definition`): `createActor(gomokuMachine, { input })` starts a
 * game from settings, a record and players, or resumes a stored `GameState` (`input.state`)
 * exactly where it was, its flag timer set. Every event is judged by `problemOf`; a refused one
 * is recorded (`selectRejection`) and changes nothing else.
 */
export const gomokuMachine = definition;
