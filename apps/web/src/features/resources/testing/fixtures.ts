import type { Resource } from '@ecloud/contract';

// jsdom has no ResizeObserver; antd's ellipsis and tables watch sizes with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export const aHost = (over: Partial<Resource> = {}): Resource => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  type: 'host',
  providerId: 'i-abc',
  name: 'web-1',
  provider: 'ALI',
  accountId: '00000000-0000-4000-8000-0000000000b1',
  accountName: 'Prod',
  region: 'cn-hangzhou',
  zone: 'cn-hangzhou-h',
  status: 'running',
  rawStatus: 'Running',
  spec: 'ecs.g7.large',
  cpu: 2,
  memoryMb: 8192,
  sizeGb: null,
  privateIp: '10.0.0.1',
  publicIp: null,
  vpcId: 'vpc-1',
  subnetId: null,
  hostId: null,
  engine: null,
  engineVersion: null,
  cidr: null,
  bandwidthMbps: null,
  chargeType: 'postpaid',
  createdAt: null,
  expiresAt: null,
  providerTags: {},
  tags: [],
  deleted: false,
  syncedAt: '2026-11-22T10:00:00Z',
  pendingAction: null,
  ...over,
});
