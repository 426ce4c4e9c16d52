import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Each test project runs the xstate it says: the workspace's own (the highest of the peer range),
// or the lowest (`machine-xstate-lowest`, which aliases xstate to it).
const manifest = (url: string) => JSON.parse(readFileSync(new URL(url, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

describe('the xstate peer range', () => {
  it('is the range these tests run at both ends of', async () => {
    const { version } = (await import('xstate/package.json')).default as { version: string };
    const highest = manifest('../../../package.json').devDependencies?.xstate;
    expect(version).toBe(process.env.XSTATE_EXPECTED ?? highest);
    const lowest = manifest('../../../package.json').devDependencies?.['xstate-lowest']?.replace('npm:xstate@', '');
    expect(manifest('../package.json').peerDependencies?.xstate).toBe(`^${lowest}`);
  });
});
