/** Asked for the development back office with NODE_ENV=production: the server refuses to start. */
export class DevModeInProductionError extends Error {
  constructor() {
    super(
      'Refusing to start: the development back office (--demo or WL_DEV=1) serves SMS codes, ' +
        'captcha answers and back-office actions without a login, and NODE_ENV=production is set. ' +
        'Drop --demo / WL_DEV for production, or unset NODE_ENV for a demo.',
    );
  }
}

/** `WL_DEV=1` asks for the development back office (as `wl start --demo` does). */
export function devRequestedByEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WL_DEV === '1';
}

/** Throws when the development back office is asked for in production. */
export function assertDevAllowed(dev: boolean, env: NodeJS.ProcessEnv = process.env): void {
  if (dev && env.NODE_ENV === 'production') throw new DevModeInProductionError();
}
