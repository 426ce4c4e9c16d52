import { Icon } from './icons.tsx';
import type { Strings } from './strings.ts';
import type { Review } from './use-review.ts';

/** First, previous, a slider, next and last, through the moves of the game. */
export function ReviewBar({ review: { shown, reviewing, review }, total, t }: { review: Review; total: number; t: Strings }) {
  return (
    <div className="bar review-bar" role="group" aria-label={t.review}>
      <button type="button" className="icon-button" onClick={() => review(0)} disabled={shown === 0} aria-label={t.first}>
        <Icon name="first" />
      </button>
      <button type="button" className="icon-button" onClick={() => review(shown - 1)} disabled={shown === 0} aria-label={t.previous}>
        <Icon name="previous" />
      </button>
      <input type="range" min={0} max={total} value={shown} aria-label={t.reviewMove} aria-valuetext={t.moveOf(shown, total)} onChange={(event) => review(Number(event.target.value))} />
      <button type="button" className="icon-button" onClick={() => review(shown + 1)} disabled={!reviewing} aria-label={t.next}>
        <Icon name="next" />
      </button>
      <button type="button" className="icon-button" onClick={() => review(total)} disabled={!reviewing} aria-label={t.last}>
        <Icon name="last" />
      </button>
      <span className="move-count">{t.moveOf(shown, total)}</span>
    </div>
  );
}
