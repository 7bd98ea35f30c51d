/**
 * A maker of test objects: a fresh copy of `defaults` (nested objects too, so a test may
 * change what it gets without touching the next one's) with the test's overrides on top.
 */
export function testObjects<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}
