import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { renderLive } from '../../../test/render.tsx';
import { AccountFilter } from './account-filter.tsx';

const server = fakeApi();
const account = (n: number, provider: 'ALI' | 'HUAWEI') => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `${provider} account ${n}`,
  provider,
  regions: [],
  status: 1 as const,
});

const open = () => fireEvent.mouseDown(screen.getByRole('combobox'));

describe('<AccountFilter>', () => {
  it('offers the chosen provider’s accounts only and picks one by id', async () => {
    server.answer(calls.accountOptions, [account(1, 'ALI'), account(2, 'HUAWEI')]);
    const onChange = vi.fn();
    renderLive(<AccountFilter provider="ALI" value="" onChange={onChange} width={200} />);
    await waitFor(() => expect(server.requests).toHaveBeenCalled());
    open();
    fireEvent.click(await screen.findByTitle('ALI account 1'));
    expect(screen.queryByTitle('HUAWEI account 2')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(account(1, 'ALI').id);
  });

  it('offers every account while no provider is chosen', async () => {
    server.answer(calls.accountOptions, [account(1, 'ALI'), account(2, 'HUAWEI')]);
    renderLive(<AccountFilter provider={undefined} value="" onChange={vi.fn()} width={200} />);
    await waitFor(() => expect(server.requests).toHaveBeenCalled());
    open();
    expect(await screen.findByTitle('ALI account 1')).toBeInTheDocument();
    expect(screen.getByTitle('HUAWEI account 2')).toBeInTheDocument();
  });
});
