import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, ApiTimeoutError } from '../../../src/lib/api-error';
import { LoadState, type LoadStatus } from '../../../src/ui';
import { renderThemed } from './render-themed';

const status = (fields: Partial<LoadStatus<string>>): LoadStatus<string> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  ...fields,
});

const show = (state: LoadStatus<string>, onRetry = vi.fn(), errorText?: () => string) =>
  renderThemed(
    <LoadState status={state} onRetry={onRetry} errorText={errorText}>
      {(data) => <p>data: {data}</p>}
    </LoadState>,
  );

describe('LoadState', () => {
  it('shows the loading indicator at once while pending, not after a delay', () => {
    show(status({ isPending: true, isFetching: true }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/data:/)).not.toBeInTheDocument();
  });

  it('shows a timeout as the slow-network text, even over its own error text, with Retry', () => {
    const onRetry = vi.fn();
    show(status({ isError: true, error: new ApiTimeoutError(8000) }), onRetry, () => 'Own text');
    expect(screen.getByRole('alert')).toHaveTextContent('The network is slow, please try again');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows another failure with the screen's own text, or the translated error by default", () => {
    const error = new ApiError('http.500', '', 500);
    const first = show(status({ isError: true, error }), vi.fn(), () => 'Own text');
    expect(screen.getByRole('alert')).toHaveTextContent('Own text');
    first.unmount();
    show(status({ isError: true, error }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'System upgrading, please try again later.',
    );
  });

  it('shows loading again while a retry runs, then the data', () => {
    const error = new ApiTimeoutError(8000);
    const view = show(status({ isError: true, isFetching: true, error }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.rerender(
      <LoadState status={status({ data: 'ok' })} onRetry={vi.fn()}>
        {(data) => <p>data: {data}</p>}
      </LoadState>,
    );
    expect(screen.getByText('data: ok')).toBeInTheDocument();
  });
});
