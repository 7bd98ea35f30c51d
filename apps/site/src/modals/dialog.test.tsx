import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { trapFocus, useDialog } from './dialog.ts';

/** A dialog of three stops (one disabled button between them is skipped). */
function Dialog({ onEscape }: { onEscape?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onEscape);
  return (
    <div role="dialog" ref={ref}>
      <input aria-label="first" />
      <button type="button" disabled>
        off
      </button>
      <a href="/x">middle</a>
      <button type="button">last</button>
    </div>
  );
}

function Page({ open, onEscape }: { open: boolean; onEscape?: () => void }) {
  return (
    <>
      <button type="button">opener</button>
      <a href="/behind">behind</a>
      {open && <Dialog onEscape={onEscape} />}
    </>
  );
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey });

describe('useDialog', () => {
  it('moves focus in, wraps Tab and Shift+Tab at the ends, and gives focus back to the opener', () => {
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'opener' }).focus();
    rerender(<Page open />);
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    // Shift+Tab on the first stop goes to the last, Tab on the last back to the first.
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    tab();
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    // In between the browser moves focus itself: the trap leaves the key alone.
    const middle = fireEvent.keyDown(screen.getByLabelText('first'), { key: 'Tab' });
    expect(middle).toBe(true);
    // Focus that got outside is pulled back in on the next Tab.
    screen.getByRole('link', { name: 'behind' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    rerender(<Page open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'opener' }));
  });

  it('calls onEscape on Esc; without one (the age gate) Esc does nothing', () => {
    const onEscape = vi.fn();
    const { unmount } = render(<Page open onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    unmount();
    render(<Page open />);
    expect(() => fireEvent.keyDown(document, { key: 'Escape' })).not.toThrow();
  });

  it('stops listening once released', () => {
    const dialog = document.createElement('div');
    dialog.innerHTML = '<button>only</button>';
    document.body.append(dialog);
    const onEscape = vi.fn();
    const release = trapFocus(dialog, onEscape);
    release();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
    dialog.remove();
  });
});
