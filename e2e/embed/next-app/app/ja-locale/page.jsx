// Japanese by name, from a Server Component.
import { ThemedGames } from '../../themed-games.jsx';

export default function Page() {
  return (
    <main lang="ja">
      <ThemedGames locale="ja" />
    </main>
  );
}
