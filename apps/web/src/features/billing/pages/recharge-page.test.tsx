import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import type * as Request from '../../../lib/request.ts';
import { aUser } from '../../../test/render.tsx';
import { renderLive } from '../test-render.tsx';
import RechargePage from './recharge-page.tsx';

vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<typeof Request>()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

const account = {
  id: '00000000-0000-4000-8000-0000000000aa',
  accountName: 'eCloud Technology Co., Ltd.',
  bankName: 'ICBC',
  branch: 'Haidian',
  accountNo: '0200004509200123456',
  remark: '',
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  api.mockReset();
  api.mockImplementation((def) =>
    Promise.resolve(
      def === calls.publicAccountOptions
        ? [account]
        : { list: [], total: 0, page: 1, pageSize: 10 },
    ),
  );
});

describe('recharge (v3-6)', () => {
  it('shows the receiving accounts and the transfer form', async () => {
    renderLive(<RechargePage />);
    expect(await screen.findByText('0200004509200123456')).toBeInTheDocument();
    expect(screen.getByTestId('recharge-form')).toBeInTheDocument();
    expect(screen.getByTestId('recharge-submit')).toBeEnabled();
  });

  it('is not offered to contract customers (customType 4): their contracts instead', async () => {
    renderLive(<RechargePage />, aUser({ customType: 4 }));
    expect(screen.getByTestId('recharge-hidden')).toBeInTheDocument();
    expect(screen.queryByTestId('recharge-form')).toBeNull();
    expect(await screen.findByText('No contracts')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      calls.customContractList,
      expect.anything(),
      expect.anything(),
    );
    expect(api).not.toHaveBeenCalledWith(calls.publicAccountOptions, undefined, expect.anything());
  });
});
