import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../src/lib/query-client';
import { TenantProvider, useFlag, useSiteSettings, useTenant } from '../../../src/tenant';
import { ThemeRoot } from '../../../src/theme';
import { envelope, stubFetch } from '../lib/fetch-double';
import { sampleTenant } from './sample-tenant';

function Probe() {
  const tenant = useTenant();
  const settings = useSiteSettings();
  const mail = useFlag('MAILCEN');
  return (
    <p>
      {tenant.name} mail={String(mail)} rewards={String(settings.flags.REWCEN3)} maintenance=
      {String(settings.status.maintenance)} runtime={settings.runtime}
    </p>
  );
}

function renderWithTenant({ retry = true } = {}) {
  const client = createQueryClient();
  if (!retry) client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <TenantProvider tenant={sampleTenant}>
        <ThemeRoot>
          <Probe />
        </ThemeRoot>
      </TenantProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TenantProvider', () => {
  it('renders baked settings at once, then the runtime overrides', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = stubFetch(async (call) => {
      await gate;
      return call.url.endsWith('/wps/system/status')
        ? envelope({ maintenance: true, regionRestriction: false, location: '' })
        : envelope({ whitelabel: { MAILCEN: true, REWCEN3: false } });
    });
    renderWithTenant();
    expect(
      screen.getByText(/Acme mail=false rewards=true maintenance=false runtime=baked/),
    ).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(
        screen.getByText(/mail=true rewards=false maintenance=true runtime=runtime/),
      ).toBeInTheDocument(),
    );
    expect(calls.map((call) => new URL(call.url, 'http://x').pathname).sort()).toEqual([
      '/wps/system/setting/consolidated',
      '/wps/system/status',
    ]);
    expect(calls[0]?.headers.Merchant).toBe('ACME');
  });

  it('keeps the baked settings when the platform is unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderWithTenant({ retry: false });
    await waitFor(() => expect(screen.getByText(/runtime=failed/)).toBeInTheDocument());
    expect(screen.getByText(/mail=false rewards=true/)).toBeInTheDocument();
  });

  it('useTenant explains itself outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/inside <TenantProvider>/);
    spy.mockRestore();
  });
});
