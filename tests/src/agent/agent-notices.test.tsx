import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../app/render-app';
import { envelope } from '../lib/fetch-double';
import { agentTenant, pathOf, SLOW, stubAgentPlatform } from './agent-platform';

afterEach(() => vi.unstubAllGlobals());

describe('agent announcements', () => {
  it('lists type A notices and marks one read when opened', async () => {
    const read = new Set<number>();
    const notice = (id: number) => ({
      id,
      type: 'A',
      title: `Notice ${id}`,
      content: `<p>Body ${id}</p>`,
      createdAt: Date.UTC(2025, 5, 1),
      read: read.has(id),
    });
    const { calls } = stubAgentPlatform({
      extra: {
        '/wps/relay/CCSFE_getNoticeList': () =>
          envelope({ content: [notice(2), notice(1)], pageNum: 1, totalPages: 1, totalCount: 2 }),
        '/wps/relay/CCSFE_readNotice': (call) => {
          const { id } = JSON.parse(call.body ?? '{}') as { id: number };
          read.add(id);
          return envelope(notice(id));
        },
      },
    });
    renderApp('/m/member/notice?types=A', { tenant: agentTenant(), session: { type: 1 } });
    const row = await screen.findByTestId('agent-notice-2', {}, SLOW);
    expect(row).toHaveAttribute('data-unread', 'true');
    const list = calls.find((call) => pathOf(call) === '/wps/relay/CCSFE_getNoticeList');
    expect(list?.url).toContain('types=A');
    fireEvent.click(row.querySelector('button') as HTMLElement);
    expect(await screen.findByText('Body 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('agent-notice-2')).toHaveAttribute('data-unread', 'false'),
    );
    const readCall = calls.find((call) => pathOf(call) === '/wps/relay/CCSFE_readNotice');
    expect(JSON.parse(readCall?.body ?? '{}')).toEqual({ id: 2, types: 'A' });
    expect(screen.getByTestId('agent-notice-1')).toHaveAttribute('data-unread', 'true');
  });

  it('says so when there are none', async () => {
    stubAgentPlatform({
      extra: {
        '/wps/relay/CCSFE_getNoticeList': () =>
          envelope({ content: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
      },
    });
    renderApp('/m/member/notice?types=A', { tenant: agentTenant(), session: { type: 1 } });
    expect(await screen.findByText('No agent announcements', {}, SLOW)).toBeInTheDocument();
  });
});
