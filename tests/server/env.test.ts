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
    });
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
