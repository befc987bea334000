import { describe, expect, it } from 'vitest';

import { EnvError, readServerEnv } from '../../server/env';

describe('server environment', () => {
  it('defaults to port 8080, PGlite in .data/pglite and dist', () => {
    expect(readServerEnv({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data/pglite',
      distDir: 'dist',
      tenantsDir: undefined,
      dev: false,
      trustProxy: false,
      metrics: false,
      logger: 'info',
    });
  });

  it('turns on the back office, proxy trust and metrics with 1, and logs less under tests', () => {
    expect(
      readServerEnv({ WL_DEV: '1', WL_TRUST_PROXY: '1', WL_METRICS: '1', NODE_ENV: 'test' }),
    ).toMatchObject({ dev: true, trustProxy: true, metrics: true, logger: 'warn' });
    expect(readServerEnv({ WL_LOG_LEVEL: 'debug' }).logger).toBe('debug');
  });

  it('refuses switches other than 0 and 1 and unknown log levels', () => {
    expect(() => readServerEnv({ WL_DEV: 'yes', WL_LOG_LEVEL: 'loud' })).toThrow(
      /WL_DEV must be 1 or 0[\s\S]*WL_LOG_LEVEL must be one of/,
    );
  });

  it('reads DATABASE_URL and the folders', () => {
    const env = readServerEnv({
      PORT: '0',
      DATABASE_URL: 'postgres://u@h/db',
      WL_DATA_DIR: '/tmp/x',
      WL_DIST_DIR: 'out',
    });
    expect(env).toMatchObject({
      port: 0,
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      distDir: 'out',
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      readServerEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', WL_DIST_DIR: ' ' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toHaveLength(3);
    expect((error as EnvError).message).toContain('PORT must be an integer');
    expect((error as EnvError).message).toContain('DATABASE_URL must start with postgres://');
  });
});
