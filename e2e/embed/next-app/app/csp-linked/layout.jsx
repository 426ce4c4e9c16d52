// Under a nonce-based CSP (proxy.js): the README's route for styles, the package's stylesheet
// imported by the layout (Next links it as a file, which style-src 'self' allows) and nothing
// injected.
import '@gomoku/react/styles.css';
import { GomokuStylesProvider } from '@gomoku/react';

export default function Layout({ children }) {
  return <GomokuStylesProvider inject={false}>{children}</GomokuStylesProvider>;
}
