import { renderToString } from 'react-dom/server';
import { SCENES } from './scenes.tsx';

/** A scene rendered on the server, for the page to hydrate. */
export function render(name: string): string {
  const scene = SCENES[name];
  if (!scene) throw new Error(`No scene ${name}`);
  return renderToString(scene({ nonce: undefined }));
}
