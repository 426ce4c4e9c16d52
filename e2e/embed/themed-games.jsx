import { Gomoku } from '@gomoku/react';

/**
 * The page the theme probe (theme-probe.ts) reads, the same in the Vite app and the Next.js app
 * (each test copies this file into its app): a game with theme="system", which follows the page's
 * colour scheme, and one with theme="dark". Rendered from a Server Component in Next.js, so every
 * prop here, and every one passed in (`messages`, `locale`), crosses into a Client Component.
 */
export function ThemedGames(props) {
  return (
    <>
      <section data-testid="theme-system">
        <Gomoku theme="system" confirmMove={false} {...props} />
      </section>
      <section data-testid="theme-dark">
        <Gomoku theme="dark" confirmMove={false} {...props} />
      </section>
    </>
  );
}
