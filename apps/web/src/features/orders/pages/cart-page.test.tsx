import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { calls, type CallOutput, type CartLine } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import CartPage from './cart-page.tsx';
import { flatPrice } from '../test/prices.ts';

const server = fakeApi();
const line = (n: number, name: string, fen: number, addedFen = fen): CartLine => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  code: 'ssl',
  name,
  category: 'security',
  billing: 'subscription',
  config: { code: 'ssl', attrs: {}, months: 12, quantity: 1 },
  shown: [{ label: 'Validation', value: 'DV (domain)' }],
  price: flatPrice(fen),
  addedFen,
  createdAt: '2026-11-27T10:00:00Z',
});

/** One SSL line in the cart, selected and taken to checkout against this preview. */
async function checkOut(preview: CallOutput<typeof calls.orderPreview>, user = aUser()) {
  server.answer(calls.cartList, [line(1, 'SSL certificate', 120_000)]);
  server.answer(calls.orderPreview, preview);
  renderLive(<CartPage />, user, '/console/addedService/shoppingCar');
  const row = (await screen.findByText('SSL certificate')).closest('tr')!;
  fireEvent.click(within(row).getByRole('checkbox'));
  fireEvent.click(screen.getByTestId('cart-checkout'));
}

describe('/addedService/shoppingCar', () => {
  it('totals the selected lines, shows the payment split and pays with one key', async () => {
    const a = line(1, 'SSL certificate', 120_000, 100_000);
    const b = line(2, 'Bastion host', 1_140_000);
    server.answer(calls.cartList, [a, b]);
    server.answer(calls.orderPreview, {
      totalFen: 120_000,
      availableFen: 500_000,
      split: { voucherFen: 20_000, allocatedFen: 0, cashFen: 100_000 },
      balanceAfterFen: 380_000,
      sufficient: true,
      contract: null,
    });
    server.answer(calls.orderCommit, {
      id: '00000000-0000-4000-8000-0000000000f1',
      orderNo: 'ORD-1',
      type: 'new',
      status: 'paid',
      totalFen: 120_000,
      title: 'SSL certificate',
      lineCount: 1,
      createdAt: '2026-11-27T10:00:00Z',
      expiresAt: null,
    });
    renderLive(<CartPage />, aUser(), '/console/addedService/shoppingCar');
    const row = (await screen.findByText('SSL certificate')).closest('tr')!;
    // The price now, and what it was when added.
    expect(row).toHaveTextContent('¥1,200.00');
    expect(row).toHaveTextContent('was ¥1,000.00 when added');
    expect(screen.getByTestId('cart-checkout')).toBeDisabled();
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(screen.getByTestId('cart-selected-total')).toHaveTextContent(
      '1 selected, total ¥1,200.00',
    );
    fireEvent.click(screen.getByTestId('cart-checkout'));
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('¥1,200.00');
    expect(screen.getByTestId('checkout-after')).toHaveTextContent('¥3,800.00');
    expect(screen.getByTestId('checkout-summary')).toHaveTextContent('¥200.00');
    fireEvent.click(screen.getByTestId('checkout-confirm'));
    await server.sent(
      calls.orderCommit,
      expect.objectContaining({ cartIds: [a.id], expectedFen: 120_000 }),
    );
  });

  it('says when the wallet is short and links to recharge', async () => {
    await checkOut({
      totalFen: 120_000,
      availableFen: 20_000,
      split: { voucherFen: 0, allocatedFen: 0, cashFen: 20_000 },
      balanceAfterFen: -100_000,
      sufficient: false,
      contract: null,
    });
    const short = await screen.findByTestId('checkout-short');
    expect(short).toHaveTextContent('¥1,000.00 short');
    expect(within(short).getByRole('link', { name: 'Recharge' })).toHaveAttribute(
      'href',
      '/console/userCenter/costCenter/recharge',
    );
    expect(screen.getByTestId('checkout-confirm')).toHaveTextContent('Place order unpaid');
  });

  it('tells a contract customer the order goes on the contract in force', async () => {
    await checkOut(
      {
        totalFen: 120_000,
        availableFen: 0,
        split: { voucherFen: 0, allocatedFen: 0, cashFen: 0 },
        balanceAfterFen: -120_000,
        sufficient: true,
        contract: { contractNo: 'HT-2026-0007', roomFen: 51_234_600 },
      },
      aUser({ customType: 4 }),
    );
    expect(await screen.findByTestId('checkout-contract')).toHaveTextContent('HT-2026-0007');
    expect(screen.getByTestId('checkout-summary')).toHaveTextContent('¥512,346.00');
    expect(screen.getByTestId('checkout-on-contract')).toHaveTextContent(
      'The order goes on your contract HT-2026-0007',
    );
    expect(screen.getByTestId('checkout-confirm')).toHaveTextContent(
      'Place ¥1,200.00 on the contract',
    );
  });
});
