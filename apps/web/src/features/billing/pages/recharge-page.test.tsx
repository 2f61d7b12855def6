import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import RechargePage from './recharge-page.tsx';

const server = fakeApi();
const api = server.requests;

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

const emptyPage = { list: [], total: 0, page: 1, pageSize: 10 };

beforeEach(() => {
  server.answer(calls.publicAccountOptions, [account]);
  server.answer(calls.customContractList, emptyPage);
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
