import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { calls, type Budget, type BudgetAlert } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import BudgetPage from './budget-page.tsx';
import { BudgetsRiskCard } from '../components/budgets-risk-card.tsx';

const server = fakeApi();
const me = aUser();
const PATH = '/console/assetsView/businessView/budgetIndex';

const budget = (over: Partial<Budget['current']> & { name: string }): Budget => ({
  id: `00000000-0000-4000-8000-00000000000${over.name.length}`,
  name: over.name,
  period: 'month',
  amount: 200_000,
  periodAmounts: {},
  scope: { providers: ['ALI', 'AWS'] },
  alerts: [{ kind: 'actual', unit: 'percent', threshold: 80 }],
  current: {
    periodKey: '2026-11',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    amount: 200_000,
    actual: 150_000,
    forecast: 260_000,
    forecastMethod: 'leastSquares',
    state: 'atRisk',
    ...over,
  },
  updatedAt: '2026-11-27T01:00:00Z',
});
const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });
const alert: BudgetAlert = {
  id: '00000000-0000-4000-8000-000000000c01',
  budgetId: budget({ name: 'Web' }).id,
  budgetName: 'Web',
  kind: 'actual',
  unit: 'percent',
  threshold: 80,
  periodKey: '2026-11',
  value: 170_000,
  budgetAmount: 200_000,
  firedAt: '2026-11-27T02:00:00Z',
};

/** The form's pickers read the tenant's accounts and this month's billed services. */
const answerPickers = (accounts: { id: string; name: string }[] = []) => {
  server.answer(
    calls.accountOptions,
    accounts.map((a) => ({ ...a, provider: 'ALI' as const, regions: [], status: 1 as const })),
  );
  server.answer(calls.findBillProduct, {
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    list: [],
  });
};

/** An empty budget page with the new-budget form open and a name typed in. */
async function openNewBudgetNamed(name: string) {
  server.answer(calls.budgetList, page([]));
  server.answer(calls.budgetAlertList, page([]));
  answerPickers();
  renderLive(<BudgetPage />, me, PATH);
  fireEvent.click(await screen.findByTestId('budget-create'));
  const form = await screen.findByTestId('budget-form');
  fireEvent.change(within(form).getByTestId('budget-name'), { target: { value: name } });
  return form;
}

describe('budgets', () => {
  it('lists budgets with actual against amount and state, and creates one in fen', async () => {
    server.answer(calls.budgetList, page([budget({ name: 'Web' })]));
    server.answer(calls.budgetAlertList, page([]));
    server.answer(calls.budgetCreate, { id: '00000000-0000-4000-8000-000000000d01' });
    answerPickers();
    renderLive(<BudgetPage />, me, PATH);
    expect(await screen.findByTestId('budget-state-atRisk')).toHaveTextContent('At risk');
    expect(screen.getByText('¥1,500.00')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('budget-create'));
    const form = await screen.findByTestId('budget-form');
    fireEvent.change(within(form).getByTestId('budget-name'), { target: { value: 'Data' } });
    fireEvent.change(within(form).getByTestId('budget-amount'), { target: { value: '1234.5' } });
    fireEvent.click(screen.getByTestId('budget-save'));
    await server.sent(
      calls.budgetCreate,
      expect.objectContaining({
        name: 'Data',
        period: 'month',
        amount: 123_450,
        alerts: [
          { kind: 'actual', unit: 'percent', threshold: 80 },
          { kind: 'forecast', unit: 'percent', threshold: 100 },
        ],
      }),
    );
  });

  it('keeps the form open with the field message when the amount is missing', async () => {
    await openNewBudgetNamed('Data');
    fireEvent.click(screen.getByTestId('budget-save'));
    expect(await screen.findByText('Give the budget an amount')).toBeInTheDocument();
    expect(server.requests).not.toHaveBeenCalledWith(
      calls.budgetCreate,
      expect.anything(),
      expect.anything(),
    );
  });

  it('edits a budget with accounts, a period of its own and an amount alert in yuan, exactly', async () => {
    const account = '00000000-0000-4000-8000-0000000000a1';
    const b: Budget = {
      ...budget({ name: 'Web' }),
      periodAmounts: { '2026-12': 300_000 },
      scope: { accountIds: [account] },
      alerts: [{ kind: 'actual', unit: 'amount', threshold: 150_050 }],
    };
    server.answer(calls.budgetList, page([b]));
    server.answer(calls.budgetAlertList, page([]));
    answerPickers([{ id: account, name: 'Prod' }]);
    server.answer(calls.budgetUpdate, { affected: 1 });
    renderLive(<BudgetPage />, me, PATH);
    fireEvent.click(await screen.findByTestId('budget-edit'));
    const form = await screen.findByTestId('budget-form');
    expect(await within(form).findByText('Prod (Alibaba cloud)')).toBeInTheDocument();
    expect(within(form).getByTestId('budget-period-key')).toHaveValue('2026-12');
    expect(within(form).getByTestId('budget-period-amount')).toHaveValue('3000.00');
    expect(within(form).getByTestId('budget-threshold')).toHaveValue('1500.50');
    fireEvent.click(within(form).getByTestId('budget-add-period-amount'));
    const keys = within(form).getAllByTestId('budget-period-key');
    const amounts = within(form).getAllByTestId('budget-period-amount');
    fireEvent.change(keys[1]!, { target: { value: '2027-01' } });
    fireEvent.change(amounts[1]!, { target: { value: '2500.1' } });
    fireEvent.click(screen.getByTestId('budget-save'));
    await server.sent(
      calls.budgetUpdate,
      expect.objectContaining({
        id: b.id,
        periodAmounts: { '2026-12': 300_000, '2027-01': 250_010 },
        scope: expect.objectContaining({ accountIds: [account] }),
        alerts: [{ kind: 'actual', unit: 'amount', threshold: 150_050 }],
      }),
    );
  });

  it('refuses a period of another kind in the form, and sends nothing', async () => {
    const form = await openNewBudgetNamed('Data');
    fireEvent.change(within(form).getByTestId('budget-amount'), { target: { value: '100' } });
    fireEvent.click(within(form).getByTestId('budget-add-period-amount'));
    fireEvent.change(within(form).getByTestId('budget-period-key'), {
      target: { value: '2026-Q4' },
    });
    fireEvent.change(within(form).getByTestId('budget-period-amount'), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByTestId('budget-save'));
    expect(
      await screen.findByText('A period of this budget’s kind, such as 2027-01'),
    ).toBeInTheDocument();
    expect(server.requests).not.toHaveBeenCalledWith(
      calls.budgetCreate,
      expect.anything(),
      expect.anything(),
    );
  });

  it('shows the alert history', async () => {
    server.answer(calls.budgetList, page([]));
    server.answer(calls.budgetAlertList, page([alert]));
    renderLive(<BudgetPage />, me, `${PATH}?tab=alerts`);
    const list = await screen.findByTestId('budget-alerts');
    expect(await within(list).findByText('Actual spend over 80%')).toBeInTheDocument();
    expect(within(list).getByText('¥1,700.00')).toBeInTheDocument();
  });

  it('names the budgets at risk and over on the overview, not those on track', async () => {
    server.answer(
      calls.budgetList,
      page([
        budget({ name: 'Web' }),
        budget({ name: 'Datalake', state: 'over', actual: 210_000 }),
        budget({ name: 'Ok', state: 'ok', forecast: 100_000 }),
      ]),
    );
    renderLive(<BudgetsRiskCard />, me, '/console/assetsView/businessView/assetsViewIndex');
    const card = await screen.findByTestId('budgets-at-risk');
    expect(await within(card).findByText('Datalake')).toBeInTheDocument();
    expect(within(card).getByText('Web')).toBeInTheDocument();
    expect(within(card).queryByText('Ok')).toBeNull();
    expect(within(card).getByText('Over budget')).toBeInTheDocument();
  });
});
