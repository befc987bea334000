/**
 * A problem the operator can fix (bad argument, invalid tenant, existing folder).
 * The CLI prints its message on one line and exits 1; any other error is a bug: stack, exit 2.
 */
export class UserError extends Error {
  override name = 'UserError';
}

/** Exit codes of every `wl` command. */
export const EXIT = { ok: 0, user: 1, bug: 2 } as const;

/** Runs a command action, mapping user errors and bugs to their messages and exit codes. */
export function runAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<number | void>,
): (...args: Args) => Promise<void> {
  return async (...args) => {
    try {
      const code = await action(...args);
      process.exitCode = code ?? EXIT.ok;
    } catch (error) {
      if (error instanceof UserError) {
        console.error(`error: ${error.message}`);
        process.exitCode = EXIT.user;
      } else {
        console.error(error instanceof Error ? (error.stack ?? error.message) : error);
        console.error('This is a bug in wl; please report it with the output above.');
        process.exitCode = EXIT.bug;
      }
    }
  };
}
