import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Layout } from 'antd';
import { CONSOLE_BASE_PATH, LEFT_MENU_WIDTH_PX, LOGIN_FLAG, isNoLeft } from '@ecloud/contract';
import { session } from '../../../lib/session.ts';
import { FullPageSpin } from '../../full-page-spin.tsx';
import { TopBar } from './top-bar.tsx';
import { SideMenu } from './side-menu.tsx';
import { AvailablePagesContext } from '../../../lib/available-pages.ts';
import { hasPage } from '../../pages.ts';

/** The console frame: a top bar, a 220px left menu (none on noLeft routes), the main area. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const loginFlag = session.loginFlag();
  const light = loginFlag === LOGIN_FLAG.maintenance;
  const noLeft = isNoLeft(pathname.slice(CONSOLE_BASE_PATH.length));
  return (
    <AvailablePagesContext.Provider value={hasPage}>
      <Layout
        style={{ minHeight: '100vh' }}
        data-console={loginFlag}
        data-theme={light ? 'light' : 'dark'}
      >
        <TopBar loginFlag={loginFlag} light={light} />
        <Layout>
          {!noLeft && (
            <Layout.Sider
              width={LEFT_MENU_WIDTH_PX}
              theme={light ? 'light' : 'dark'}
              style={{ borderRight: light ? '1px solid #f0f0f0' : undefined, overflow: 'auto' }}
              data-testid="left-menu"
            >
              <SideMenu loginFlag={loginFlag} light={light} />
            </Layout.Sider>
          )}
          <Layout.Content style={{ padding: 20, minWidth: 0 }}>
            <Suspense fallback={<FullPageSpin />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </AvailablePagesContext.Provider>
  );
}
