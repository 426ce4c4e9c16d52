import { createRoot } from 'react-dom/client';
import { ThemedGames } from './themed-games.jsx';

// The styles as every part injects them (React 18: one <style> inserted into the head).
createRoot(document.getElementById('root')).render(<ThemedGames />);
