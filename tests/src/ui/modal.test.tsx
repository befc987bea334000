import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Drawer, MASK_GUARD_MS, Modal } from '../../../src/ui';
import { renderThemed } from './render-themed';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Modal', () => {
  it('is an accessible modal dialog and focuses its first control', () => {
    renderThemed(
      <Modal open onClose={() => {}} ariaLabel="Notice">
        <button>First</button>
        <button>Second</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('First')).toHaveFocus();
  });

  it('ignores mask clicks within 300 ms of opening, then closes', () => {
    const onClose = vi.fn();
    renderThemed(
      <Modal open onClose={onClose} ariaLabel="Notice">
        <p>Body</p>
      </Modal>,
    );
    const mask = screen.getByTestId('overlay-mask');
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS - 1));
    fireEvent.click(mask);
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on clicks inside the panel', () => {
    const onClose = vi.fn();
    renderThemed(
      <Modal open onClose={onClose} ariaLabel="Notice">
        <p>Body</p>
      </Modal>,
    );
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape and keeps Tab inside', () => {
    const onClose = vi.fn();
    renderThemed(
      <Modal open onClose={onClose} ariaLabel="Notice">
        <button>First</button>
        <button>Last</button>
      </Modal>,
    );
    screen.getByText('Last').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByText('First')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByText('Last')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed and restores focus after closing', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderThemed(
      <Modal open onClose={() => {}} ariaLabel="Notice">
        <button>Inside</button>
      </Modal>,
    );
    expect(screen.getByText('Inside')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} onClose={() => {}} ariaLabel="Notice">
        <button>Inside</button>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    opener.remove();
  });
});

describe('Drawer', () => {
  it('shares the dialog behaviour', () => {
    const onClose = vi.fn();
    renderThemed(
      <Drawer open onClose={onClose} ariaLabel="Menu">
        <a href="/m/home">Home</a>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
