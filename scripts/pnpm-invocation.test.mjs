import { describe, expect, it } from 'vitest';
import { pinnedPnpmVersion, pnpmInvocation } from './pnpm-invocation.mjs';

const NODE = '/opt/node/bin/node';
const choose = (env, hasPnpmOnPath) =>
  pnpmInvocation({ env, nodePath: NODE, pinned: '10.28.0', hasPnpmOnPath: () => hasPnpmOnPath });

describe('the pnpm the root scripts run', () => {
  it('is the pnpm that launched `pnpm start`, without asking PATH', () => {
    const launcher = '/home/me/.cache/node/corepack/pnpm/10.28.0/bin/pnpm.cjs';
    expect(choose({ npm_execpath: launcher }, false)).toEqual({ command: NODE, args: [launcher] });
  });

  it('is the pnpm on PATH when one answers, for `npm start` on a machine that has pnpm', () => {
    const env = { npm_execpath: '/opt/node/lib/node_modules/npm/bin/npm-cli.js' };
    expect(choose(env, true)).toEqual({ command: 'pnpm', args: [] });
  });

  it("is the pinned pnpm through npm's own npx when only Node.js and npm are there", () => {
    const env = { npm_execpath: '/opt/node/lib/node_modules/npm/bin/npm-cli.js' };
    expect(choose(env, false)).toEqual({
      command: NODE,
      args: ['/opt/node/lib/node_modules/npm/bin/npx-cli.js', '--yes', 'pnpm@10.28.0'],
    });
  });

  it('is npx from PATH when the script was started with plain node', () => {
    expect(choose({}, false)).toEqual({ command: 'npx', args: ['--yes', 'pnpm@10.28.0'] });
  });

  it('reads the pinned version from packageManager, with or without its hash', () => {
    expect(pinnedPnpmVersion({ packageManager: 'pnpm@10.28.0' })).toBe('10.28.0');
    expect(pinnedPnpmVersion({ packageManager: 'pnpm@10.28.0+sha512.abc' })).toBe('10.28.0');
    expect(() => pinnedPnpmVersion({ packageManager: 'yarn@4.0.0' })).toThrow(/packageManager/);
  });
});
