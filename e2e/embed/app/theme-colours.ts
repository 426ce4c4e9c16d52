/** The themes of `<Gomoku theme>`. */
export const THEMES = ['light', 'dark', 'system'] as const;

/**
 * Per theme, the board colour the themes scene sets on an ancestor and inline (its boards are
 * `[data-testid="ancestor-THEME"]` and `inline-THEME`, beside `default-THEME` with neither).
 */
export const THEME_COLOURS: Record<(typeof THEMES)[number], { ancestor: string; inline: string }> = {
  light: { ancestor: 'rgb(1, 2, 3)', inline: 'rgb(7, 8, 9)' },
  dark: { ancestor: 'rgb(4, 5, 6)', inline: 'rgb(10, 11, 12)' },
  system: { ancestor: 'rgb(13, 14, 15)', inline: 'rgb(16, 17, 18)' },
};
