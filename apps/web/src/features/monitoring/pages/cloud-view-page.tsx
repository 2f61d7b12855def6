import { useEffect } from 'react';
import { Card, Col, Empty, Menu, Row, Select, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_CLOUDS, cloudIdOf, type ViewCloud } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useConsoleStore } from '../../../lib/store.ts';
import { useViews } from '../api/use-views.ts';
import { cloudLabel, cloudOptions } from '../components/view-choices.tsx';
import { ViewPanel } from '../components/view-panel.tsx';
import { MetricsFreshness } from '../components/metrics-freshness.tsx';
import { monitorHref } from '../lib/paths.ts';

/**
 * The cloud view (v10-1): the tenant's business views in their sort order, the chosen one's
 * groups and their resources. What is chosen lives in the store's selection (spec section 3).
 */
export default function CloudViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selection = useConsoleStore((s) => s.selection);
  const select = useConsoleStore((s) => s.select);
  const views = useViews();
  const cloudCode = (selection.cloudCode || ALL_CLOUDS) as ViewCloud;
  // "All clouds" as a filter shows every view; a provider shows its views and the all-cloud ones.
  const shown = (views.data ?? []).filter(
    (v) => cloudCode === ALL_CLOUDS || v.cloudCode === cloudCode || v.cloudCode === ALL_CLOUDS,
  );
  const view = shown.find((v) => v.id === selection.viewId) ?? shown[0];
  useEffect(() => {
    if (!view) return;
    select({
      viewId: view.id,
      viewName: view.name,
      viewSort: view.sort,
      projectList: view.groups.map((g) => ({ value: g.id, label: g.name })),
    });
  }, [select, view]);

  return (
    <>
      <PageHeader
        title={t('monitoring.title')}
        subtitle={t('monitoring.subtitle')}
        extra={
          <Select<ViewCloud>
            style={{ width: 180 }}
            value={cloudCode}
            options={cloudOptions(t)}
            onChange={(code) =>
              select({
                cloudCode: code,
                cloudId: String(cloudIdOf(code)),
                viewId: '',
                projectId: '',
              })
            }
            data-testid="view-cloud-filter"
          />
        }
        action={{
          label: t('monitoring.view.addTitle'),
          icon: <PlusOutlined />,
          code: 'v10-1',
          onClick: () => void navigate(monitorHref.addView(cloudCode, 1)),
          testId: 'view-create',
        }}
      />
      <MetricsFreshness />
      {views.isError ? (
        <LoadFailedAlert error={views.error} onRetry={() => void views.refetch()} />
      ) : views.isPending ? (
        <Skeleton active />
      ) : !view ? (
        <Card>
          <Empty description={t('monitoring.view.none', { cloud: cloudLabel(t, cloudCode) })} />
        </Card>
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Card size="small" title={t('monitoring.view.list')} styles={{ body: { padding: 4 } }}>
              <Menu
                mode="inline"
                selectedKeys={[view.id]}
                style={{ borderInlineEnd: 0 }}
                data-testid="view-list"
                onClick={({ key }) => select({ viewId: key, projectId: '' })}
                items={shown.map((v) => ({ key: v.id, label: v.name }))}
              />
            </Card>
          </Col>
          <Col xs={24} md={18}>
            <ViewPanel view={view} />
          </Col>
        </Row>
      )}
    </>
  );
}
