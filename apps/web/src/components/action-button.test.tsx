import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ActionButton } from './action-button.tsx';
import { aUser, renderAs } from '../test/render.tsx';

describe('<ActionButton> (spec section 5)', () => {
  it('is disabled when the user lacks the code', () => {
    renderAs(<ActionButton code="v7-2">Create</ActionButton>, aUser({ authCodes: 'v1,v7,v7-1,' }));
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it("is enabled with the code, with 'all', and with 'channel'", () => {
    for (const authCodes of ['v7-2,', 'all', 'channel,']) {
      const { unmount } = renderAs(
        <ActionButton code="v7-2">Create</ActionButton>,
        aUser({ authCodes }),
      );
      expect(screen.getByRole('button', { name: 'Create' }), authCodes).toBeEnabled();
      unmount();
    }
  });

  it('is disabled when the button itself is disabled', () => {
    renderAs(
      <ActionButton code="v7-2" disabled>
        Create
      </ActionButton>,
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('locks for 1000 ms after a click, so a double click acts once', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    renderAs(<ActionButton onClick={onClick}>Go</ActionButton>);
    const button = screen.getByRole('button', { name: 'Go' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('locks for the time given', () => {
    vi.useFakeTimers();
    renderAs(<ActionButton lockMs={3000}>Go</ActionButton>);
    const button = screen.getByRole('button', { name: 'Go' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(2500));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(500));
    expect(button).toBeEnabled();
    vi.useRealTimers();
  });
});
