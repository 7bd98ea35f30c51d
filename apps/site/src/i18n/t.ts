import { en } from './en.ts';

/**
 * Translates a key, filling `{name}` placeholders from `values`. An unknown key returns the
 * key itself so a missing message is visible, never a crash.
 */
export function t(key: string, values: Record<string, unknown> = {}): string {
  const message = en[key] ?? key;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
