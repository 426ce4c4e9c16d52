import { definition } from './definition.ts';
import { outside, routable } from './events.ts';
import { initialContext, resumeWith } from './rules.ts';
import { resume } from './snapshot.ts';
import { withEdgeChecks } from './xstate-adapter.ts';

/**
 * The game's state chart (see `definition`), checking its edges: an event from outside that is
 * not an event, or is one of XState's own, is refused; a snapshot given to
 * `createActor(gomokuMachine, { snapshot })` is read like stored data (`restoreSnapshot`), its
 * running clock charged with the time that passed; one that does not add up starts a new game
 * whose `selectInputError` says why. `provide()` keeps these checks.
 */
export const gomokuMachine = withEdgeChecks(definition, {
  outside,
  routable,
  restore(stored, now) {
    const resumed = resume(stored, now);
    return resumed.ok ? resumed : { input: resumeWith({ ...initialContext(undefined), inputError: resumed.reason }), event: null };
  },
});
