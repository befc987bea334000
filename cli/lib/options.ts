import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';

import { UserError } from './errors';

/** Adds the `--cwd` option every command takes. */
export function withCwd(command: Command): Command {
  return command.option('--cwd <dir>', 'project root holding tenants/ and dist/', process.cwd());
}

/** Parses a TCP port option. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new InvalidArgumentError('expected a port number (0-65535).');
  }
  return port;
}

/** The port from env PORT when set (and valid), else `fallback`. */
export function portFromEnv(fallback: number): number {
  const value = process.env.PORT;
  if (value === undefined || value === '') return fallback;
  try {
    return parsePort(value);
  } catch {
    throw new UserError(`PORT="${value}" is not a port number`);
  }
}

/** The listening address from env HOST when set, else `fallback`. */
export function hostFromEnv(fallback: string): string {
  return process.env.HOST?.trim() || fallback;
}
