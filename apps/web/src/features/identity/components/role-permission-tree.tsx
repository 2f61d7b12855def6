import { Tree, Typography, type TreeDataNode } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deriveAuthCodes, menuFor, type LoginFlag, type MenuItem } from '@ecloud/contract';

const codesOf = (items: MenuItem[]): Set<string> =>
  new Set(items.flatMap((i) => [i.code, ...codesOf(i.children)]));

/**
 * What a role permits, read as the menu a holder of only that role would see in a console:
 * the spec's whole tree, each entry marked granted or not.
 */
export function RolePermissionTree({
  permissions,
  loginFlag,
  tree,
  available,
}: {
  permissions: string[];
  loginFlag: LoginFlag;
  tree: readonly MenuItem[];
  /** Whether the app has a route's screen: entries without one are left out. */
  available: (index: string) => boolean;
}) {
  const { t } = useTranslation();
  const granted = codesOf(
    menuFor(loginFlag, { authCodes: deriveAuthCodes([permissions]), customType: 1 }),
  );
  const present = (item: MenuItem): boolean =>
    item.isleaf ? available(item.index) : item.children.some(present);
  const toNodes = (items: readonly MenuItem[]): TreeDataNode[] =>
    items.filter(present).map((item) => {
      const ok = granted.has(item.code);
      return {
        key: `${loginFlag}-${item.isleaf ? 'leaf' : 'group'}-${item.code}`,
        title: (
          <span data-granted={ok} data-code={item.code}>
            {ok ? (
              <CheckCircleFilled style={{ color: '#52c41a' }} />
            ) : (
              <MinusCircleOutlined style={{ color: '#bfbfbf' }} />
            )}{' '}
            <Typography.Text type={ok ? undefined : 'secondary'} delete={!ok}>
              {t(item.label)}
            </Typography.Text>{' '}
            <Typography.Text type="secondary" code>
              {item.code}
            </Typography.Text>
          </span>
        ),
        children: toNodes(item.children),
      };
    });
  return <Tree showLine defaultExpandAll selectable={false} treeData={toNodes(tree)} />;
}
