import type { ComponentType } from 'react';
import type { LoginFlag, UserInfo } from '@ecloud/contract';
import { UserCard } from './components/user-card.tsx';
import { MessagesCard } from './components/messages-card.tsx';
import { QuickLinksCard } from './components/quick-links-card.tsx';
import { headerEntries } from '../../lib/console-rules.ts';
import { AUDIT_CODES, CLOUD_READ_CODES, effectiveAuthCodes, hasPermission } from '@ecloud/contract';
import { HomeAttentionCard, HomeResourcesCard, HomeSyncsCard } from '../cloud/index.ts';
import { NewsHomeCard } from '../news/index.ts';
import { CostHomeCard } from '../costs/index.ts';

/** Cloud cards: the maintenance console, for anyone who may read part of it. */
const cloudReader = (user: UserInfo, flag: LoginFlag) =>
  flag === 2 && CLOUD_READ_CODES.some((code) => hasPermission(user.authCodes, code));
import {
  BalanceHomeCard,
  ReviewsHomeCard,
  SpendHomeCard,
  holdsAuditCode,
} from '../billing/index.ts';

/** The cost centre's cards: for operator-console users holding the cost centre (v3). */
const costCentre = (user: UserInfo, flag: LoginFlag) =>
  flag === 1 && hasPermission(effectiveAuthCodes(user.authCodes), 'v3');

export interface HomeCard {
  key: string;
  /** Grid width out of 24 on wide screens. */
  span: number;
  show(user: UserInfo, loginFlag: LoginFlag): boolean;
  Component: ComponentType;
}

/** The home page is a card per feature; each capability adds its own here. */
export const HOME_CARDS: readonly HomeCard[] = [
  { key: 'user', span: 8, show: () => true, Component: UserCard },
  {
    key: 'messages',
    span: 16,
    show: (user, flag) => flag === 1 && headerEntries(user).messages,
    Component: MessagesCard,
  },
  // Both consoles: where Alibaba's and Huawei's consoles put announcements (docs/decisions.md).
  { key: 'news', span: 24, show: () => true, Component: NewsHomeCard },
  { key: 'cloud-resources', span: 16, show: cloudReader, Component: HomeResourcesCard },
  { key: 'cloud-attention', span: 12, show: cloudReader, Component: HomeAttentionCard },
  { key: 'cloud-syncs', span: 12, show: cloudReader, Component: HomeSyncsCard },
  {
    key: 'cloud-cost',
    span: 12,
    show: (user, flag) => flag === 2 && hasPermission(effectiveAuthCodes(user.authCodes), 'v4-1'),
    Component: CostHomeCard,
  },
  { key: 'balance', span: 12, show: costCentre, Component: BalanceHomeCard },
  { key: 'spend', span: 12, show: costCentre, Component: SpendHomeCard },
  {
    key: 'reviews',
    span: 24,
    show: (user, flag) => flag === 1 && holdsAuditCode(user.authCodes, AUDIT_CODES.queue),
    Component: ReviewsHomeCard,
  },
  { key: 'links', span: 24, show: () => true, Component: QuickLinksCard },
];
