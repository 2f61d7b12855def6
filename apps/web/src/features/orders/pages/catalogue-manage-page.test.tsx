import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, type ManagedProduct } from '@ecloud/contract';
import { aSubscription } from '@ecloud/contract/testing/products';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import CatalogueManagePage from './catalogue-manage-page.tsx';
import { flatPrice } from '../test/prices.ts';

const server = fakeApi();
const editor = aUser({ authCodes: 'v1,support,catalogue,' });
const product = (code: string, over: Partial<ManagedProduct> = {}): ManagedProduct => ({
  id: '00000000-0000-4000-8000-000000000001',
  ...aSubscription(code, `Product ${code}`, `产品 ${code}`),
  enabled: true,
  updatedAt: '2026-11-27T10:00:00Z',
  ...over,
});
const PATH = '/console/addedService/catalogueManage';
const lastInput = (call: typeof calls.cataloguePreview | typeof calls.catalogueUpdate) =>
  server.requests.mock.calls.filter((c) => c[0] === call).at(-1)?.[1] as Record<string, never>;

// A long form: antd renders and validates every field, slow in jsdom on a loaded machine.
describe('catalogue management', { timeout: 60_000 }, () => {
  it('lists disabled products too, and disables after asking', async () => {
    server.answer(calls.catalogueList, [product('waf'), product('ssl', { enabled: false })]);
    server.answer(calls.catalogueEnable, product('waf', { enabled: false }));
    renderLive(<CatalogueManagePage />, editor, PATH);
    const row = (await screen.findByText('Product waf', {}, { timeout: 10_000 })).closest('tr')!;
    expect(screen.getByText('Product ssl').closest('tr')).toHaveTextContent('Disabled');
    expect(screen.getByTestId('catalogue-enable-ssl')).toBeInTheDocument();
    fireEvent.click(within(row).getByTestId('catalogue-disable-waf'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Disable' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Disable' }).at(-1)!);
    await server.sent(calls.catalogueEnable, { code: 'waf', enabled: false });
  });

  it('edits a price in yuan, previews it live and saves fen and basis points', async () => {
    server.answer(calls.catalogueList, [product('waf')]);
    server.answer(calls.cataloguePreview, (input) => flatPrice(input.product.baseFen));
    server.answer(calls.catalogueUpdate, (input) => ({ ...product('waf'), ...input }));
    renderLive(<CatalogueManagePage />, editor, `${PATH}?edit=waf`);
    const base = await screen.findByTestId('product-base', {}, { timeout: 10_000 });
    expect(await screen.findByTestId('price-final', {}, { timeout: 10_000 })).toHaveTextContent(
      '¥100.00',
    );
    fireEvent.change(base, { target: { value: '123.45' } });
    await waitFor(() => expect(screen.getByTestId('price-final')).toHaveTextContent('¥123.45'));
    expect(lastInput(calls.cataloguePreview)).toMatchObject({
      config: { attrs: { edition: 'std' }, months: 1, quantity: 1 },
    });
    fireEvent.change(screen.getByTestId('option-price-0-1'), { target: { value: '66.6' } });
    fireEvent.click(screen.getByTestId('catalogue-save'));
    // antd validates every field of the form first: slow in jsdom on a loaded machine.
    await waitFor(() => expect(lastInput(calls.catalogueUpdate)).toBeDefined(), {
      timeout: 10_000,
    });
    expect(lastInput(calls.catalogueUpdate)).toMatchObject({
      code: 'waf',
      baseFen: 12_345,
      attrs: [{ options: [{ priceFen: 0 }, { priceFen: 6_660 }] }],
      discounts: { term: [{ months: 12, bp: 1250 }], quantity: [] },
    });
  });

  it('marks the fields to fix and sends nothing', async () => {
    server.answer(calls.catalogueList, [product('waf')]);
    server.answer(calls.cataloguePreview, (input) => flatPrice(input.product.baseFen));
    renderLive(<CatalogueManagePage />, editor, `${PATH}?edit=waf`);
    await screen.findByTestId('price-final', {}, { timeout: 10_000 });
    // The second option takes the first one's code; the base price gets a third decimal.
    const codes = screen.getAllByLabelText('Option code');
    fireEvent.change(codes[1]!, { target: { value: 'std' } });
    fireEvent.click(screen.getByTestId('catalogue-save'));
    expect(
      await screen.findByTestId('catalogue-issues', {}, { timeout: 10_000 }),
    ).toHaveTextContent('attrs.0.options.1.value: given twice');
    expect(screen.getByTestId('catalogue-preview')).toHaveTextContent(
      'Complete attrs.0.options.1.value to see the price',
    );
    fireEvent.change(screen.getByTestId('product-base'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('catalogue-save'));
    expect(
      await screen.findByText('An amount in yuan with at most 2 decimals', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(server.requests).not.toHaveBeenCalledWith(
      calls.catalogueUpdate,
      expect.anything(),
      expect.anything(),
    );
  });
});
