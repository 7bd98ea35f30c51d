/**
 * Runs `stop` once on the first SIGINT or SIGTERM (a terminal's Ctrl-C reaches every process
 * of `pnpm start`, the primary's SIGTERM each one), or when the primary is gone (the IPC
 * channel closed: nothing would stop this process otherwise), then exits.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    stop()
      .catch((err: unknown) => console.error(`[stop] ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', once);
  process.once('SIGTERM', once);
  process.once('disconnect', once);
}
