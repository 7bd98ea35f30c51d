import { en } from './en.ts';

/** A key of the message table. */
export type MessageKey = keyof typeof en;

/**
 * Translates a key, filling `{name}` placeholders from `values`. An unknown key returns the
 * key itself so a missing message is visible, never a crash.
 */
export function t(key: MessageKey, values: Record<string, unknown> = {}): string {
  const message: string = en[key] ?? key;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Translates a key made from a server's answer (a `notify.*` code, `notify.vote_<code>`):
 * the server may name one the table lacks, which shows as the key itself, as t() does.
 */
export function tAnswer(key: string, values: Record<string, unknown> = {}): string {
  return hasMessage(key) ? t(key, values) : key;
}

/** Whether the table has a message for `key` (inherited names such as `toString` are not). */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}
