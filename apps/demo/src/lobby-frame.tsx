import { GomokuStyles } from '@gomoku/react';
import type { Decorator } from '@storybook/react-vite';

/**
 * A lobby story's screen: the app's look (light), `width` px wide unless the story's `width`
 * parameter says otherwise, in a `main` the plays find by its test id `screen`.
 */
export function lobbyFrame({ width, className }: { width: number; className?: string }): Decorator {
  return (Story, { parameters }) => (
    <div className="app gomoku-theme" data-theme="light" style={{ width: (parameters.width as number | undefined) ?? width }}>
      <GomokuStyles />
      <main className={className} data-testid="screen">
        {Story()}
      </main>
    </div>
  );
}
