/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish and close the
 * database (Fastify's close), then exit 0; a second signal exits at once. Needed when node runs as
 * PID 1 in a container, where the kernel applies no default action to these signals.
 */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const stop = () => {
    if (closing) process.exit(1);
    closing = true;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
