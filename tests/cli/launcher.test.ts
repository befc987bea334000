import { afterAll, describe, expect, it } from 'vitest';

import { captureOutput } from './capture-output';
import { makeProject, runWl, runWlProcess } from './helpers';

/**
 * The other CLI tests run `wl` in-process (runWl); these prove the real launcher, cli/bin/wl.js,
 * in a child process, and that runWl reports exactly what it does.
 */
const project = makeProject(['lucky7']);
afterAll(() => project.cleanup());

describe('the wl launcher', () => {
  it('exits 0 with the report of a valid wl validate', async () => {
    const run = await runWlProcess(['validate'], project.root);
    expect(run).toEqual({
      code: 0,
      stdout: '  ✓ lucky7\n1 tenant checked: 1 valid, 0 invalid.\n',
      stderr: '',
    });
    expect(await runWl(['validate'], project.root)).toEqual(run);
  });

  it('exits 1 with one "error: …" line for a user error', async () => {
    const run = await runWlProcess(['new', 'lucky7'], project.root);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^error: tenant "lucky7" already exists in .+\n$/);
    expect(await runWl(['new', 'lucky7'], project.root)).toEqual(run);
  });

  it("exits with commander's usage error code for an unknown option", async () => {
    const run = await runWlProcess(['list', '--colour'], project.root);
    expect(run).toEqual({ code: 1, stdout: '', stderr: "error: unknown option '--colour'\n" });
    expect(await runWl(['list', '--colour'], project.root)).toEqual(run);
  });
});

describe("runWl's output capture", () => {
  it('collects what console and process.stdout/stderr print', async () => {
    const run = await captureOutput(async ({ err }) => {
      console.log('to %s', 'stdout');
      process.stdout.write(Buffer.from('written\n'));
      console.error(new Error('shown with its stack'));
      err('direct\n');
    });
    expect(run.stdout).toBe('to stdout\nwritten\n');
    expect(run.stderr).toMatch(/^Error: shown with its stack\n\s+at [\s\S]*\ndirect\n$/);
  });

  it('refuses process.exit and overlapping captures, and restores everything after a throw', async () => {
    const patched = () => [
      console.log,
      console.error,
      process.stdout.write,
      process.stderr.write,
      process.exit,
    ];
    const before = patched();
    await expect(
      captureOutput(async () => {
        expect(() => process.exit(3)).toThrow('process.exit(3) called in-process');
        await captureOutput(() => Promise.resolve());
      }),
    ).rejects.toThrow('captureOutput calls cannot overlap');
    patched().forEach((current, index) => expect(current).toBe(before[index]));
    expect(await captureOutput(() => Promise.resolve())).toEqual({ stdout: '', stderr: '' });
  });
});
