import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderLive } from '../../../test/render.tsx';
import { AmountModal } from './amount-modal.tsx';

const setup = (onSubmit: (r: unknown) => Promise<unknown>) =>
  renderLive(
    <AmountModal
      open
      title="Appropriate"
      max={10000}
      overMax={(amount) => `More than ${amount}`}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
const type = (value: string) =>
  fireEvent.change(screen.getByTestId('amount'), { target: { value } });
const ok = () => fireEvent.click(screen.getByTestId('amount-ok'));

describe('<AmountModal> (money-moving dialog)', () => {
  it('refuses more than the cap, naming it, and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    setup(onSubmit);
    type('100.01');
    ok();
    expect(await screen.findByText('More than ¥100.00')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses nothing at all (zero)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    setup(onSubmit);
    type('0');
    ok();
    expect(
      await screen.findByText('Enter an amount of at least ¥0.01 with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends fen with a key, and a retry of the same amount after a failure sends the same key', async () => {
    const onSubmit = vi.fn((_: unknown) => Promise.reject(new Error('lost')));
    setup(onSubmit);
    type('99.99');
    ok();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const first = onSubmit.mock.calls[0]![0] as { amount: number; idempotencyKey: string };
    expect(first.amount).toBe(9999);
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The click lock holds the button for a second.
    await act(() => new Promise((r) => setTimeout(r, 1100)));
    ok();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    const second = onSubmit.mock.calls[1]![0] as { idempotencyKey: string };
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('sends once on a double click', async () => {
    const onSubmit = vi.fn(() => new Promise(() => undefined));
    setup(onSubmit);
    type('1');
    ok();
    ok();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
