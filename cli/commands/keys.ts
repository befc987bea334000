import { mkdir } from 'node:fs/promises';

import { Command } from 'commander';

import { runAction } from '../lib/errors';
import { withCwd } from '../lib/options';
import { projectPaths } from '../lib/project';
import { rotateStoredTransportKey } from '../lib/rotate-key';
import { serverStorage } from '../lib/server-options';

/** `wl keys rotate`: a new RSA key for encrypted payloads, in the database every server reads. */
export function keysCommand(): Command {
  const rotate = withCwd(new Command('rotate'))
    .description(
      'make a new RSA key for encrypted login payloads (DATABASE_URL, else the PGlite folder ' +
        'WL_DATA_DIR or .data/pglite); the previous key is still accepted for an hour',
    )
    .action(
      runAction(async (flags: { cwd: string }) => {
        const storage = serverStorage(projectPaths(flags.cwd));
        if (storage.dataDir) await mkdir(storage.dataDir, { recursive: true });
        const { generation, graceMinutes } = await rotateStoredTransportKey(storage);
        console.log(
          `New RSA transport key (generation ${generation}). Servers on this database hand it out ` +
            `at once; the previous key is accepted for ${graceMinutes} more minutes.`,
        );
      }),
    );
  return new Command('keys')
    .description('the RSA key of encrypted payloads (login, register, withdraw, …)')
    .addCommand(rotate);
}
