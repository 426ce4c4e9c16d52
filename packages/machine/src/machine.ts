import { definition } from './definition.ts';
import { outside, routable } from './events.ts';
import { initialContext, resumeWith } from './rules.ts';
import { afterTimePassed, checkSnapshot } from './snapshot.ts';
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
    const checked = checkSnapshot(stored);
    if (!checked.ok) return { input: resumeWith({ ...initialContext(undefined), inputError: checked.reason }), event: null };
    const context = afterTimePassed(checked.context, now);
    // A flag that fell while the game was stored ended it: no request or offer waits any more.
    return { input: resumeWith(context), event: context.ending === checked.context.ending ? checked.event : null };
  },
});
