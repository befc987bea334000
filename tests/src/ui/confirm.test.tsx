import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { alert, confirm, DialogHost } from '../../../src/ui';
import { renderThemed } from './render-themed';

describe('confirm', () => {
  it('resolves true on submit with the given labels', async () => {
    renderThemed(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(
      () =>
        void (answer = confirm({
          title: 'Notice',
          message: 'Sure to log out?',
          cancelLabel: 'No',
          submitLabel: 'Yes',
        })),
    );
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent('Sure to log out?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on cancel, with translated default labels', async () => {
    renderThemed(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = confirm({ message: 'Proceed?' })));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows queued dialogs one after another; alert has one OK button', async () => {
    renderThemed(<DialogHost />);
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<void> | undefined;
    act(() => {
      first = confirm({ message: 'One?' });
      second = alert({ message: 'Please use Safari for download App.' });
    });
    expect(screen.queryByText(/Safari/)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(first).resolves.toBe(false);
    expect(screen.getByText(/Safari/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBeUndefined();
  });
});
