import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered so stores and the DOM start clean.
afterEach(() => {
  cleanup();
});
