import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  LOADING_DELAY_MS,
  LoadingIndicator,
} from '../../../src/ui';
import { renderThemed } from './render-themed';

describe('LoadingIndicator', () => {
  it('appears only after 200 ms', () => {
    vi.useFakeTimers();
    renderThemed(<LoadingIndicator />);
    act(() => vi.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});

describe('ErrorState and EmptyState', () => {
  it('offers a translated retry button that calls back', async () => {
    const onRetry = vi.fn();
    renderThemed(<ErrorState message="Load failed, tap to retry" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Load failed, tap to retry');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty title and description', () => {
    renderThemed(<EmptyState title="No games" description="Try another vendor" />);
    expect(screen.getByText('No games')).toBeInTheDocument();
    expect(screen.getByText('Try another vendor')).toBeInTheDocument();
  });
});

describe('Button and Badge', () => {
  it('disables a loading button and marks it busy', () => {
    renderThemed(<Button loading>Submit</Button>);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('hides a zero badge and caps large counts', () => {
    const { container, rerender } = renderThemed(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
