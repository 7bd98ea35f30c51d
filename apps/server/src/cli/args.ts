/** Flags of the seed and start commands. */
export interface CliFlags {
  /** Regenerate the catalogue even when one exists. */
  force: boolean;
  /** Skip the demo media (catalogue only; videos still point at the pool's rows). */
  noMedia: boolean;
  /** Number of catalogue videos (default 5,000). */
  videos?: number;
  /** Only the first N clips of the demo pool (the short 240p ones; e2e runs use 1). */
  clips?: number;
}

const USAGE = 'usage: [--force] [--no-media] [--videos N] [--clips N]';

/** Parses argv (without node and script); throws a clear error on anything unknown. */
export function parseFlags(argv: readonly string[]): CliFlags {
  const flags: CliFlags = { force: false, noMedia: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--force') flags.force = true;
    else if (arg === '--no-media') flags.noMedia = true;
    else if (arg === '--videos') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`--videos needs a positive integer. ${USAGE}`);
      flags.videos = n;
    } else if (arg === '--clips') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`--clips needs a positive integer. ${USAGE}`);
      flags.clips = n;
    } else if (arg === '--') continue;
    else throw new Error(`unknown argument ${arg}. ${USAGE}`);
  }
  return flags;
}
