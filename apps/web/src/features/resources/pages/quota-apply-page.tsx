import { useState } from 'react';
import {
  App,
  Badge,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Table,
  Typography,
  type BadgeProps,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  PROVIDERS,
  QUOTA_ITEMS,
  QUOTA_REVIEW_CODE,
  QUOTA_STATUSES,
  calls,
  type ProviderCode,
  type QuotaRequest,
  type SortOrder,
} from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { toast } from '../../../lib/toast.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { useAccountOptions } from '../../cloud/index.ts';
import { useResourceRegions } from '../api/use-resources.ts';
import {
  useCreateQuota,
  useQuotaList,
  useReviewQuota,
  useWithdrawQuota,
} from '../api/use-quota.ts';

type QuotaStatus = (typeof QUOTA_STATUSES)[number];
const STATUS: Record<QuotaStatus, BadgeProps['status']> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

/**
 * /resourceManage/quotaApply: ask for more quota on an account and region; follow requests by
 * status; reviewers (v9-2) approve or reject with a comment; a requester withdraws their own.
 */
export default function QuotaApplyPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const me = useCurrentUser();
  const canReview = useCan(QUOTA_REVIEW_CODE);
  const [state, setState] = useSearchState({
    page: 1,
    pageSize: 10,
    status: '',
    provider: '',
    mine: '',
    sortField: '',
    sortOrder: '',
  });
  const [creating, setCreating] = useState(false);
  const [reviewing, setReviewing] = useState<QuotaRequest | null>(null);
  const input = {
    page: state.page,
    pageSize: state.pageSize,
    status: (state.status || undefined) as QuotaStatus | undefined,
    provider: (state.provider || undefined) as ProviderCode | undefined,
    mine: state.mine === '1' || undefined,
    sortField: (state.sortField || undefined) as 'createdAt' | 'status' | 'requested' | undefined,
    sortOrder: (state.sortOrder || undefined) as SortOrder | undefined,
  };
  const list = useQuotaList(input);
  const withdraw = useWithdrawQuota();
  const itemLabel = (item: string) => t(`resources.quota.item.${item}`);

  const confirmWithdraw = (q: QuotaRequest) =>
    modal.confirm({
      title: t('resources.quota.confirmWithdraw'),
      content: `${itemLabel(q.item)}: ${q.current} → ${q.requested}`,
      okText: t('resources.quota.withdraw'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await withdraw.mutateAsync(q.id);
        toast.success(t('resources.quota.withdrawn'));
      },
    });

  const sortOf = (field: string) =>
    state.sortField === field ? (state.sortOrder as 'ascend' | 'descend') || null : null;

  return (
    <>
      <PageHeader
        title={t('resources.quota.title')}
        subtitle={t('resources.quota.subtitle')}
        extra={
          <ActionButton
            code="v9"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="quota-create"
          >
            {t('resources.quota.create')}
          </ActionButton>
        }
      />
      <Card>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <Select<QuotaStatus>
            allowClear
            placeholder={t('resources.quota.anyStatus')}
            style={{ width: 150 }}
            value={input.status}
            options={QUOTA_STATUSES.map((s) => ({
              value: s,
              label: t(`resources.quota.status.${s}`),
            }))}
            onChange={(v) => setState({ status: v ?? '', page: 1 })}
            data-testid="quota-status-filter"
          />
          <Select<ProviderCode>
            allowClear
            placeholder={t('resources.filter.provider')}
            style={{ width: 160 }}
            value={input.provider}
            options={PROVIDERS.map((p) => ({ value: p.code, label: t(p.label) }))}
            onChange={(v) => setState({ provider: v ?? '', page: 1 })}
          />
          <Checkbox
            checked={state.mine === '1'}
            onChange={(e) => setState({ mine: e.target.checked ? '1' : '', page: 1 })}
          >
            {t('resources.quota.mine')}
          </Checkbox>
          <div style={{ flex: 1 }} />
          <ExportButton
            list={calls.quotaList}
            input={input}
            filename={t('resources.quota.title')}
            columns={[
              { key: 'accountName', title: t('resources.col.account') },
              { key: 'region', title: t('resources.col.region') },
              {
                key: 'item',
                title: t('resources.quota.itemLabel'),
                values: Object.fromEntries(QUOTA_ITEMS.map((i) => [i, itemLabel(i)])),
              },
              { key: 'current', title: t('resources.quota.current'), kind: 'number' },
              { key: 'requested', title: t('resources.quota.requested'), kind: 'number' },
              { key: 'reason', title: t('resources.quota.reason') },
              {
                key: 'status',
                title: t('resources.col.status'),
                values: Object.fromEntries(
                  QUOTA_STATUSES.map((s) => [s, t(`resources.quota.status.${s}`)]),
                ),
              },
              { key: 'requestedBy', title: t('resources.quota.requestedBy') },
              { key: 'createdAt', title: t('resources.quota.requestedAt'), kind: 'datetime' },
              { key: 'reviewedBy', title: t('resources.quota.reviewedBy') },
              { key: 'reviewComment', title: t('resources.quota.comment') },
            ]}
          />
        </Flex>
        <Table<QuotaRequest>
          rowKey="id"
          dataSource={list.data?.list}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 1300 }}
          data-testid="quota-table"
          locale={{ emptyText: list.isError ? t('common.loadFailed') : t('resources.quota.empty') }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setState({
              sortField: s?.order ? String(s.field) : '',
              sortOrder: s?.order ?? '',
              page: 1,
            });
          }}
          columns={[
            {
              title: t('resources.col.account'),
              dataIndex: 'accountName',
              width: 220,
              render: (_: unknown, q) => (
                <Space>
                  <ProviderLogo code={q.provider} variant="small" size={16} />
                  <span>{q.accountName}</span>
                </Space>
              ),
            },
            { title: t('resources.col.region'), dataIndex: 'region', width: 130 },
            {
              title: t('resources.quota.itemLabel'),
              dataIndex: 'item',
              width: 130,
              render: (v: string) => itemLabel(v),
            },
            {
              title: t('resources.quota.change'),
              dataIndex: 'requested',
              width: 140,
              sorter: true,
              sortOrder: sortOf('requested'),
              render: (_: unknown, q) => (
                <span>
                  {q.current} → <strong>{q.requested}</strong>
                </span>
              ),
            },
            { title: t('resources.quota.reason'), dataIndex: 'reason', ellipsis: true },
            {
              title: t('resources.col.status'),
              dataIndex: 'status',
              width: 170,
              sorter: true,
              sortOrder: sortOf('status'),
              render: (_: unknown, q) => (
                <div data-testid="quota-status" data-status={q.status}>
                  <Badge status={STATUS[q.status]} text={t(`resources.quota.status.${q.status}`)} />
                  {q.reviewedBy && (
                    <Typography.Paragraph
                      type="secondary"
                      style={{ fontSize: 12, margin: 0 }}
                      ellipsis={{ tooltip: q.reviewComment }}
                    >
                      {q.reviewedBy}
                      {q.reviewComment ? `: ${q.reviewComment}` : ''}
                    </Typography.Paragraph>
                  )}
                </div>
              ),
            },
            {
              title: t('resources.quota.requestedBy'),
              dataIndex: 'requestedBy',
              width: 170,
              sorter: true,
              sortOrder: sortOf('createdAt'),
              render: (_: unknown, q) => (
                <Flex vertical>
                  <span>{q.requestedBy}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(q.createdAt)}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 150,
              fixed: 'right',
              render: (_: unknown, q) =>
                q.status === 'pending' && (
                  <Space size={0}>
                    {canReview && (
                      <ActionButton
                        code={QUOTA_REVIEW_CODE}
                        type="link"
                        size="small"
                        onClick={() => setReviewing(q)}
                        data-testid="quota-review"
                      >
                        {t('resources.quota.review')}
                      </ActionButton>
                    )}
                    {q.requestedById === me?.id && (
                      <ActionButton
                        code="v9"
                        type="link"
                        size="small"
                        onClick={() => confirmWithdraw(q)}
                      >
                        {t('resources.quota.withdraw')}
                      </ActionButton>
                    )}
                  </Space>
                ),
            },
          ]}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (page, pageSize) => setState({ page, pageSize }),
          }}
        />
      </Card>
      {creating && <QuotaModal onClose={() => setCreating(false)} />}
      {reviewing && <ReviewModal request={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}

interface QuotaValues {
  accountId: string;
  region: string;
  item: (typeof QUOTA_ITEMS)[number];
  current: number;
  requested: number;
  reason: string;
}

function QuotaModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<QuotaValues>();
  const accounts = useAccountOptions();
  const accountId = Form.useWatch('accountId', form);
  const account = accounts.data?.find((a) => a.id === accountId);
  const regions = useResourceRegions(account?.provider, accountId);
  const create = useCreateQuota();
  const regionOptions = [
    ...new Set([...(account?.regions ?? []), ...(regions.data ?? []).map((r) => r.region)]),
  ].map((r) => ({ value: r, label: r }));
  const submit = async () => {
    const v = await form.validateFields();
    await create.mutateAsync(v);
    toast.success(t('resources.quota.created'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('resources.quota.create')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={create.isPending}
      okText={t('resources.quota.submit')}
      cancelText={t('common.cancel')}
      width={600}
    >
      <Form form={form} layout="vertical" data-testid="quota-form" initialValues={{ current: 0 }}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="accountId"
              label={t('resources.col.account')}
              rules={[{ required: true, message: t('cloud.keys.accountRequired') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={accounts.isPending}
                options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                onChange={() => form.setFieldValue('region', undefined)}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="region"
              label={t('resources.col.region')}
              rules={[{ required: true, message: t('resources.quota.regionRequired') }]}
            >
              <Select
                showSearch
                disabled={!accountId}
                options={regionOptions}
                loading={regions.isFetching}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="item"
              label={t('resources.quota.itemLabel')}
              rules={[{ required: true, message: t('resources.quota.itemRequired') }]}
            >
              <Select
                options={QUOTA_ITEMS.map((i) => ({
                  value: i,
                  label: t(`resources.quota.item.${i}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="current"
              label={t('resources.quota.current')}
              rules={[{ required: true, message: t('resources.quota.currentRequired') }]}
            >
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="requested"
              label={t('resources.quota.requested')}
              dependencies={['current']}
              rules={[
                { required: true, message: t('resources.quota.requestedRequired') },
                ({ getFieldValue }) => ({
                  validator: async (_, v: number) => {
                    if (v !== undefined && v !== null && v <= (getFieldValue('current') as number))
                      throw new Error(t('resources.quota.mustBeMore'));
                  },
                }),
              ]}
            >
              <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="reason"
          label={t('resources.quota.reason')}
          rules={[
            { required: true, whitespace: true, message: t('resources.quota.reasonRequired') },
          ]}
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReviewModal({ request, onClose }: { request: QuotaRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const review = useReviewQuota();
  const decide = async (decision: 'approve' | 'reject') => {
    await review.mutateAsync({ id: request.id, decision, comment });
    toast.success(
      t(decision === 'approve' ? 'resources.quota.approved' : 'resources.quota.rejected'),
    );
    onClose();
  };
  return (
    <Modal
      open
      title={t('resources.quota.review')}
      onCancel={onClose}
      footer={[
        <ActionButton
          key="reject"
          code={QUOTA_REVIEW_CODE}
          danger
          loading={review.isPending}
          onClick={() => void decide('reject').catch(() => undefined)}
        >
          {t('resources.quota.reject')}
        </ActionButton>,
        <ActionButton
          key="approve"
          code={QUOTA_REVIEW_CODE}
          type="primary"
          loading={review.isPending}
          onClick={() => void decide('approve').catch(() => undefined)}
          data-testid="quota-approve"
        >
          {t('resources.quota.approve')}
        </ActionButton>,
      ]}
    >
      <Typography.Paragraph>
        <ProviderLogo code={request.provider} variant="small" size={14} /> {request.accountName} ·{' '}
        {request.region} · {t(`resources.quota.item.${request.item}`)}: {request.current} →{' '}
        <strong>{request.requested}</strong>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {request.requestedBy}: {request.reason}
      </Typography.Paragraph>
      <Input.TextArea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={500}
        placeholder={t('resources.quota.commentPlaceholder')}
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
    </Modal>
  );
}
