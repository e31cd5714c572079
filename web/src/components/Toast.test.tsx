import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_EXIT_MS, TOAST_LONG_MS, TOAST_SHORT_MS, ToastProvider, type Toasts, useToasts } from './Toast.tsx';

let toasts: Toasts;
function Grab() {
  toasts = useToasts();
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts (spec §4: 1.5 s or 3 s, then a 0.3 s exit)', () => {
  it('shows a success for 1.5 s, then lets it leave for 0.3 s before it is gone', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => toasts.show('success', 'Added to My list.'));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('Added to My list.');

    advance(TOAST_SHORT_MS - 1);
    expect(toast.className).not.toContain('rs-toast--leaving');
    advance(1);
    expect(toast.className).toContain('rs-toast--leaving');
    advance(TOAST_EXIT_MS - 1);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps an error up for 3 s, as an alert, and a long info as long', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      toasts.show('error', 'Something went wrong. Please try again.');
      toasts.show('info', 'Saved for later.', 'long');
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    advance(TOAST_SHORT_MS);
    expect(screen.getByRole('alert').className).not.toContain('rs-toast--leaving');
    advance(TOAST_LONG_MS - TOAST_SHORT_MS);
    expect(screen.getByRole('alert').className).toContain('rs-toast--leaving');
    expect(screen.getByRole('status').className).toContain('rs-toast--leaving');
    advance(TOAST_EXIT_MS);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has one place on the page: a provider inside another shows its toasts in the outer one', () => {
    const { container } = render(
      <ToastProvider>
        <ToastProvider>
          <Grab />
        </ToastProvider>
      </ToastProvider>,
    );
    act(() => toasts.show('success', 'List deleted.'));
    expect(container.querySelectorAll('.rs-toasts')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('List deleted.');
  });

  it('drops messages outside any provider instead of failing', () => {
    render(<Grab />);
    expect(() => toasts.show('error', 'nobody hears this')).not.toThrow();
  });
});
