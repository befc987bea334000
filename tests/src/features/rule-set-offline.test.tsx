import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubPlatform } from '../app/platform-double';
import { renderApp } from '../app/render-app';
import { failure } from '../lib/fetch-double';

afterEach(() => vi.unstubAllGlobals());

describe('account screens without registration settings', () => {
  it('falls back to e-mail recovery when the platform does not answer the rule set', async () => {
    stubPlatform({
      extra: {
        '/wps/system/setting/register': () => ({ status: 404, json: failure('not.found') }),
      },
    });
    renderApp('/m/forget');
    expect(await screen.findByTestId('forgot-email-form')).toBeInTheDocument();
  });

  it('shows the registration form with the built-in rules when the rule set fails', async () => {
    stubPlatform({
      extra: {
        '/wps/system/setting/register': () => ({ status: 404, json: failure('not.found') }),
      },
    });
    renderApp('/m/register');
    expect(await screen.findByTestId('register-submit')).toBeInTheDocument();
  });
});
