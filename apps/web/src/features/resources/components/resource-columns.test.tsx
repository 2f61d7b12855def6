import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { calls, type Resource } from '@ecloud/contract';
import { i18n } from '../../../lib/i18n.ts';
import { renderAs } from '../../../test/render.tsx';
import { resourceColumns } from './resource-columns.tsx';
import { DataList, type DataListProps } from '../../../components/list/index.ts';
import { aHost } from '../testing/fixtures.ts';

const t = i18n.t.bind(i18n);

const loaded = (rows: Resource[]) => ({
  data: { list: rows, total: rows.length },
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
});

function table(
  over: Partial<DataListProps<Resource>> & { error?: boolean; rows?: Resource[] } = {},
) {
  const { error = false, rows = [aHost()], ...rest } = over;
  const paging = {
    page: 1,
    pageSize: 20,
    sortField: '',
    sortOrder: '',
    onPage: vi.fn(),
    onSort: vi.fn(),
  };
  const props: DataListProps<Resource> = {
    tableId: 'host',
    columns: resourceColumns(t, 'host'),
    locked: ['name'],
    query: { ...loaded(rows), isError: error },
    empty: 'Nothing here',
    paging,
    exportOf: { list: calls.hostList, input: {}, filename: 'Hosts' },
    ...rest,
  };
  renderAs(<DataList<Resource> {...props} />);
  return paging;
}

const checkbox = (key: string) => {
  const el = screen.getByTestId(`column-toggle-${key}`);
  return el instanceof HTMLInputElement ? el : el.querySelector('input')!;
};

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter(Boolean);

describe('the resource columns in <DataList>', () => {
  beforeEach(() => localStorage.removeItem('ecloud.columns.host'));

  it('shows the type’s columns and the row in the console’s words', () => {
    table();
    expect(headers()).toEqual(
      expect.arrayContaining(['Name / ID', 'Status', 'Provider', 'Region / zone']),
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Running')).toBeInTheDocument();
    expect(within(row).getByText('8 GB')).toBeInTheDocument();
    expect(within(row).getByText('Pay as you go')).toBeInTheDocument();
  });

  it('hides a column chosen in the column settings and remembers it', () => {
    table();
    fireEvent.click(screen.getByTestId('column-settings-button'));
    expect(checkbox('name')).toBeDisabled();
    fireEvent.click(checkbox('region'));
    expect(headers()).not.toContain('Region / zone');
    expect(JSON.parse(localStorage.getItem('ecloud.columns.host')!).hidden).toEqual(['region']);
  });

  it('starts from the saved settings', () => {
    localStorage.setItem(
      'ecloud.columns.host',
      JSON.stringify({ order: ['status', 'name'], hidden: ['provider'] }),
    );
    table();
    expect(headers().slice(0, 2)).toEqual(['Status', 'Name / ID']);
    expect(headers()).not.toContain('Provider');
  });

  it('asks the server to sort by the clicked column', () => {
    const props = table();
    fireEvent.click(screen.getAllByRole('columnheader').find((h) => h.textContent === 'vCPU')!);
    expect(props.onSort).toHaveBeenCalledWith('cpu', 'ascend');
  });

  it('says when loading failed rather than that nothing exists', () => {
    table({ rows: [], error: true });
    expect(screen.getByText('Could not load this; try again')).toBeInTheDocument();
  });
});
