import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../app/render-app';
import { envelope, failure } from '../lib/fetch-double';
import { agentTenant, pathOf, SLOW, stubAgentPlatform } from './agent-platform';

afterEach(() => vi.unstubAllGlobals());

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`downline-${name}-input`), { target: { value } });

function fill(username: string) {
  type('username', username);
  type('password', 'Secret123');
  type('confirmPassword', 'Secret123');
}

describe('open a downline account', () => {
  it('opens a sub-agent and shows its username with the two ways on', async () => {
    const { calls } = stubAgentPlatform({
      extra: {
        '/wps/agent/downline': () => envelope({ memberId: 77, username: 'newbie1' }),
      },
    });
    const { router } = renderApp('/m/agentRegister', {
      tenant: agentTenant(),
      session: { type: 1 },
    });
    await screen.findByTestId('downline-form', {}, SLOW);
    fill('Newbie1');
    type('nickname', 'Neo');
    fireEvent.click(screen.getByTestId('downline-type-1').querySelector('input') as HTMLElement);
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByTestId('downline-opened-username')).toHaveTextContent('newbie1');
    const sent = calls.find((call) => pathOf(call) === '/wps/agent/downline');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      username: 'Newbie1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      customerType: 1,
      nickname: 'Neo',
    });
    fireEvent.click(screen.getByTestId('downline-another'));
    expect(await screen.findByTestId('downline-username-input')).toHaveValue('');
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByTestId('downline-username-error')).toBeInTheDocument();
    fill('Other22');
    fireEvent.click(screen.getByTestId('downline-submit'));
    fireEvent.click(await screen.findByTestId('downline-team'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/team'));
  });

  it('checks the fields before asking: bad username, mismatched confirmation', async () => {
    const { calls } = stubAgentPlatform();
    renderApp('/m/agentRegister', { tenant: agentTenant(), session: { type: 1 } });
    await screen.findByTestId('downline-form', {}, SLOW);
    type('username', '9lives');
    type('password', 'Secret123');
    type('confirmPassword', 'Secret124');
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByTestId('downline-username-error')).toHaveTextContent(
      'Account format is incorrect',
    );
    expect(screen.getByTestId('downline-confirmPassword-error')).toHaveTextContent(
      'Confirmation password not matched',
    );
    expect(calls.map(pathOf)).not.toContain('/wps/agent/downline');
  });

  it('shows a taken username under its field', async () => {
    stubAgentPlatform({
      extra: {
        '/wps/agent/downline': () =>
          failure('username.exists', 'Sorry, the username already exists.'),
      },
    });
    renderApp('/m/agentRegister', { tenant: agentTenant(), session: { type: 1 } });
    await screen.findByTestId('downline-form', {}, SLOW);
    fill('member0');
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(await screen.findByTestId('downline-username-error')).toHaveTextContent(
      'Sorry, the username already exists.',
    );
  });

  it('offers type-2 agents the member type only', async () => {
    stubAgentPlatform();
    renderApp('/m/agentRegister', { tenant: agentTenant(), session: { type: 2 } });
    await screen.findByTestId('downline-form', {}, SLOW);
    expect(screen.getByTestId('downline-type-0')).toBeInTheDocument();
    expect(screen.queryByTestId('downline-type-1')).toBeNull();
  });
});
