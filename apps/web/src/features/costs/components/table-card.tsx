import { Card, Table, type TableColumnsType } from 'antd';

/** A small card holding one unpaged table (the overview's top resources and freshness). */
export function TableCard<R extends object>({
  title,
  testId,
  rowKey,
  rows,
  columns,
}: {
  title: string;
  testId: string;
  rowKey: keyof R & string;
  rows: R[];
  columns: TableColumnsType<R>;
}) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Table<R>
        rowKey={rowKey}
        size="small"
        pagination={false}
        dataSource={rows}
        columns={columns}
      />
    </Card>
  );
}
