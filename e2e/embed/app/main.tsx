import { createRoot, hydrateRoot } from 'react-dom/client';
import { SCENES } from './scenes.tsx';

// The page names its scene; a server-rendered page is hydrated, any other rendered afresh.
const root = document.getElementById('root') as HTMLElement;
const scene = SCENES[document.body.dataset.scene ?? ''];
if (!scene) throw new Error(`No scene ${document.body.dataset.scene}`);
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const element = scene({ nonce });
if (root.hasChildNodes()) {
  hydrateRoot(root, element, { onRecoverableError: (error) => console.error(`recoverable: ${String(error)}`) });
} else {
  createRoot(root).render(element);
}
