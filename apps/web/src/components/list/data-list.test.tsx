import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { aUser, renderAs } from '../../test/render.tsx';
import { DataList } from './data-list.tsx';
import { tableColumns, type ListColumn } from './list-columns.tsx';

interface Row {
  id: string;
  name: string;
  size: number;
}
const columns: ListColumn<Row>[] = [
  { key: 'name', title: 'Name', width: 200, sortable: true },
  { key: 'size', title: 'Size', width: 100 },
  { key: 'actions', title: 'Actions', width: 100, render: () => <button>Go</button> },
];
const query = {
  data: { list: [{ id: '1', name: 'web-1', size: 3 }], total: 1 },
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
};
const user = aUser({ id: '00000000-0000-4000-8000-0000000000d1' });
const table = () => document.querySelector('.ant-table')!;

describe('<DataList> density', () => {
  beforeEach(() => localStorage.clear());

  it('switches to compact rows and remembers it for this user', () => {
    renderAs(<DataList<Row> columns={columns} query={query} empty="None" />, user);
    expect(table()).not.toHaveClass('ant-table-small');
    fireEvent.click(screen.getByTestId('density-toggle'));
    expect(table()).toHaveClass('ant-table-small');
    expect(document.querySelector('.data-list-compact')).not.toBeNull();
    expect(localStorage.getItem(`ecloud.density.${user.id}`)).toBe('compact');
  });

  it('starts compact for the user who chose it, and not for another', () => {
    localStorage.setItem(`ecloud.density.${user.id}`, 'compact');
    const first = renderAs(<DataList<Row> columns={columns} query={query} empty="None" />, user);
    expect(table()).toHaveClass('ant-table-small');
    first.unmount();
    renderAs(
      <DataList<Row> columns={columns} query={query} empty="None" />,
      aUser({ id: '00000000-0000-4000-8000-0000000000d2' }),
    );
    expect(table()).not.toHaveClass('ant-table-small');
  });

  it('shows the failure with a retry that asks again', () => {
    const refetch = vi.fn();
    renderAs(
      <DataList<Row>
        columns={columns}
        query={{ ...query, data: undefined, isError: true, refetch }}
        empty="None"
      />,
    );
    fireEvent.click(screen.getByTestId('list-retry'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('<DataList> total', () => {
  const paging = {
    page: 1,
    pageSize: 10,
    sortField: '',
    sortOrder: '',
    onPage: vi.fn(),
    onSort: vi.fn(),
  };
  it('counts the rows, or says "more than" when the server stopped counting', () => {
    const exact = renderAs(
      <DataList<Row>
        columns={columns}
        query={{ ...query, data: { ...query.data, total: 42 } }}
        paging={paging}
        empty="None"
      />,
    );
    expect(screen.getByText('42 items')).toBeInTheDocument();
    exact.unmount();
    renderAs(
      <DataList<Row>
        columns={columns}
        query={{ ...query, data: { ...query.data, total: 1000, totalIsLowerBound: true } }}
        paging={paging}
        empty="None"
      />,
    );
    expect(screen.getByText('more than 1000 items')).toBeInTheDocument();
  });
});

describe('the list’s columns', () => {
  it('pin the first column left and the actions right, one line with a tooltip', () => {
    const drawn = tableColumns(columns, 'name', 'descend');
    expect(drawn.map((c) => c.fixed)).toEqual(['left', undefined, 'right']);
    expect(drawn[0]!.sortOrder).toBe('descend');
    expect(drawn[1]!.sortOrder).toBeNull();
    expect(drawn[1]!.ellipsis).toBe(true);
    expect(drawn[2]!.ellipsis).toBe(false);
  });
});
