import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { col, wordsFor } from './columns.tsx';
import { exportColumns, type ListColumn } from './list-columns.tsx';

interface Row {
  id: string;
  name: string;
  state: 'on' | 'off';
  at: string | null;
  count: number;
  amount: number;
}
const row: Row = { id: '1', name: 'web', state: 'on', at: null, count: 3, amount: 150 };
const cell = (c: ListColumn<Row>, v: unknown) =>
  (c.render as (v: unknown, r: Row, i: number) => ReactNode)(v, row, 0);

describe('column builders', () => {
  const words = wordsFor(['on', 'off'] as const, (s) => s.toUpperCase());
  const columns = [
    col.text<Row>('name', 'Name', { width: 100, sortable: true }),
    col.words<Row>('state', 'State', words),
    col.dateTime<Row>('at', 'At'),
    col.date<Row>('day', 'Day'),
    col.number<Row>('count', 'Count'),
    col.money<Row>('amount', 'Amount', { render: (v: number) => `¥${v / 100}` }),
    col.dash<Row>('note', 'Note', { export: false }),
    col.text<Row>('both', 'Both', {
      export: [
        { key: 'a', title: 'A' },
        { key: 'b', title: 'B', kind: 'number' },
      ],
    }),
    col.actions<Row>('Actions', 90, () => [{ label: 'Go', onClick: () => {} }]),
  ];

  it('exports each column from its declaration, file-only columns last', () => {
    expect(exportColumns(columns, { key: 'extra', title: 'Extra' })).toEqual([
      { key: 'name', title: 'Name' },
      { key: 'state', title: 'State', values: { on: 'ON', off: 'OFF' } },
      { key: 'at', title: 'At', kind: 'datetime' },
      { key: 'day', title: 'Day', kind: 'date' },
      { key: 'count', title: 'Count', kind: 'number' },
      { key: 'amount', title: 'Amount', kind: 'money' },
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B', kind: 'number' },
      { key: 'extra', title: 'Extra' },
    ]);
  });

  it('draws words, dates and dashes, and keeps the options given', () => {
    const [name, state, at, day, , amount, note] = columns;
    expect(name).toMatchObject({ key: 'name', width: 100, sortable: true });
    expect(cell(state!, 'off')).toBe('OFF');
    expect(cell(state!, null)).toBe('—');
    expect(cell(at!, null)).toBe('—');
    expect(cell(day!, '2026-01-02T10:00:00Z')).toBe('2026-01-02');
    expect(amount).toMatchObject({ align: 'right' });
    expect(cell(amount!, 150)).toBe('¥1.5');
    expect(cell(note!, '')).toBe('—');
    expect(cell(note!, 'x')).toBe('x');
  });

  it('draws the row actions, asking first where told to', () => {
    const go = vi.fn();
    const remove = vi.fn();
    const actions = col.actions<Row>('Actions', 90, () => [
      { label: 'Go', onClick: go, testId: 'go' },
      false,
      {
        label: 'Delete',
        onClick: remove,
        danger: true,
        confirm: { title: 'Sure?', okText: 'Yes', cancelText: 'No' },
      },
    ]);
    expect(actions.key).toBe('actions');
    expect(exportColumns([actions])).toEqual([]);
    render(<>{cell(actions, undefined)}</>);
    fireEvent.click(screen.getByTestId('go'));
    expect(go).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByText('Delete'));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Yes'));
    expect(remove).toHaveBeenCalledOnce();
  });
});
