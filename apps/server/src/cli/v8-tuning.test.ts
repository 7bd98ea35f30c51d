import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './v8-tuning.ts';

describe('the V8 flags of the server', () => {
  it('pnpm start runs the server with SERVER_NODE_FLAGS, the ones the upload bench measured', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} src/cli/start.ts`);
  });
});
