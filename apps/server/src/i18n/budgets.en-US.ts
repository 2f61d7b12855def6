/** Budgets' server messages (spread into en-US.ts; budgets.zh-CN.ts holds the same keys). */
export const budgetsEnUS = {
  'costView.notFound': 'No such saved view',
  'costView.tooMany': 'You can keep at most {max} saved views: delete one first',
  'budget.notFound': 'No such budget',
  'budget.accountNotFound':
    'scope.accountIds: not all of them are cloud accounts of your organisation',
  'msg.budgetActual.title': 'Budget "{name}" has reached {threshold}',
  'msg.budgetActual.content':
    'Spend in {period} is {value} against a budget of {amount}: the {threshold} threshold is reached.',
  'msg.budgetForecast.title': 'Budget "{name}" is forecast to reach {threshold}',
  'msg.budgetForecast.content':
    'Spend in {period} is forecast at {value} against a budget of {amount}: above the {threshold} threshold.',
  'msg.budgetJump.title': 'Spend of budget "{name}" jumped more than {threshold} in a day',
  'msg.budgetJump.content':
    'The last full day cost {value}, more than {threshold} above the day before (budget {amount} for {period}).',
} as const;
