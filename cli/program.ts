/** The `wl` command tree: wiring only; each command lives in cli/commands, its logic in cli/lib. */
import { Command } from 'commander';

import { buildCommand } from './commands/build';
import { devCommand } from './commands/dev';
import { explainCommand } from './commands/explain';
import { keysCommand } from './commands/keys';
import { listCommand } from './commands/list';
import { matrixCommand } from './commands/matrix';
import { newCommand } from './commands/new';
import { startCommand } from './commands/start';
import { studioCommand } from './commands/studio';
import { validateCommand } from './commands/validate';

/** A fresh `wl` program: the launcher parses process.argv with it, tests parse their own argv. */
export function createProgram(): Command {
  return new Command('wl')
    .description(
      'white-label toolchain: scaffold, validate, list, build, serve and develop tenants',
    )
    .showHelpAfterError()
    .addCommand(newCommand())
    .addCommand(validateCommand())
    .addCommand(listCommand())
    .addCommand(buildCommand())
    .addCommand(startCommand())
    .addCommand(devCommand())
    .addCommand(explainCommand())
    .addCommand(matrixCommand())
    .addCommand(studioCommand())
    .addCommand(keysCommand());
}
