// Marks every module of the build as a client module ('use client' first, as TanStack Query's
// React package does): React Server Components frameworks (Next.js App Router) then let a
// server component render <Player> and keep the player itself in the browser.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
  const path = join(dist, file);
  const code = readFileSync(path, 'utf8');
  if (!code.startsWith("'use client';")) writeFileSync(path, `'use client';\n${code}`);
}
