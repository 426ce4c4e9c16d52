import { CSS } from './styles.ts';

/**
 * The components' stylesheet. React 19 hoists it into the document head once, however many
 * boards render, on the client and on the server.
 */
export function GomokuStyles() {
  return (
    <style href="gomoku-react" precedence="default">
      {CSS}
    </style>
  );
}
