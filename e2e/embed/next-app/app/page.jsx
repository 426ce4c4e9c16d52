// A Server Component: no 'use client' here, as in the README's example.
import { Gomoku } from '@gomoku/react';

export default function Page() {
  return (
    <main>
      <h1>Gomoku</h1>
      <Gomoku theme="system" />
    </main>
  );
}
