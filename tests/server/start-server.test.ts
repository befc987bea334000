import { describe, expect, it } from 'vitest';

import { startServer } from '../../server/index';

describe('startServer', () => {
  it('listens on a free port, answers over HTTP and closes', async () => {
    const server = await startServer({ port: 0, dataDir: 'memory://', logger: false });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(server.tenants.map((tenant) => tenant.code)).toEqual(['lucky7', 'perlas', 'royal88']);
      const response = await fetch(`${server.url}/wps/system/status`, {
        headers: { Merchant: 'ROYAL88' },
      });
      expect(await response.json()).toMatchObject({ success: true, value: { maintenance: false } });
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/wps/system/status`)).rejects.toThrow();
  });
});
