import { Icon, type IconName } from './icons.tsx';
import type { Strings } from './strings.ts';
import type { Review } from './use-review.ts';

/**
 * A step through the moves. At the end it can go no further, but it stays focusable
 * (`aria-disabled`, not `disabled`): a disabled button drops the focus of the player who just
 * pressed it to `<body>`.
 */
function Step({ icon, label, to, can, review }: { icon: IconName; label: string; to: number; can: boolean; review: (k: number) => void }) {
  return (
    <button type="button" className="icon-button" onClick={() => can && review(to)} aria-disabled={!can || undefined} aria-label={label}>
      <Icon name={icon} />
    </button>
  );
}

/** First, previous, a slider, next and last, through the moves of the game. */
export function ReviewBar({ review: { shown, reviewing, review }, total, t }: { review: Review; total: number; t: Strings }) {
  return (
    <div className="bar review-bar" role="group" aria-label={t.review}>
      <Step icon="first" label={t.first} to={0} can={shown > 0} review={review} />
      <Step icon="previous" label={t.previous} to={shown - 1} can={shown > 0} review={review} />
      <input type="range" min={0} max={total} value={shown} aria-label={t.reviewMove} aria-valuetext={t.moveOf(shown, total)} onChange={(event) => review(Number(event.target.value))} />
      <Step icon="next" label={t.next} to={shown + 1} can={reviewing} review={review} />
      <Step icon="last" label={t.last} to={total} can={reviewing} review={review} />
      <span className="move-count">{t.moveOf(shown, total)}</span>
    </div>
  );
}
