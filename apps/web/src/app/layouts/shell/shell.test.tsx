import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aUser, renderAs } from '../../../test/render.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

const menuTexts = () =>
  [...document.querySelectorAll('.ant-menu-title-content')].map((e) => e.textContent);

/** The operator console's (loginFlag 1) left menu for this user on this page, as its entries' texts. */
const operatorMenu = (user: ReturnType<typeof aUser>, path: string) => {
  renderAs(<SideMenu loginFlag={1} light={false} />, user, 1, path);
  return menuTexts();
};

describe('left menu', () => {
  it('shows the operator console’s built screens to an administrator, lighting the current page', () => {
    expect(operatorMenu(aUser(), '/console/userCenter/accountManage')).toEqual([
      'Console',
      'Value-added services',
      'Cost centre',
      'Work orders',
      'Messages',
      'User management',
      'Basic information',
      'User list',
      'Role description',
    ]);
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('User list');
    expect(document.querySelector('.ant-menu-dark')).not.toBeNull();
  });

  it('shows a channel partner only the channel entries', () => {
    expect(operatorMenu(aUser({ authCodes: 'channel,' }), '/console/userCenter/myAccount')).toEqual(
      ['Console', 'Cost centre', 'Work orders', 'Messages', 'User management', 'Basic information'],
    );
  });

  it('uses the light theme in the cloud-management console', () => {
    renderAs(<SideMenu loginFlag={2} light />, aUser(), 2, '/console/userCenter/myAccount');
    expect(document.querySelector('.ant-menu-light')).not.toBeNull();
    expect(menuTexts()).toEqual([
      'Overview',
      'Cloud resources',
      'Cloud accounts',
      'Cloud monitoring',
      'Cost analysis',
      'Enterprise services',
      'User management',
      'Basic information',
    ]);
  });
});

describe('top bar', () => {
  it('caps the unread badge at 99', () => {
    renderAs(<TopBar loginFlag={1} light={false} />, aUser(), 1, '/console/index', [
      [['messages', 'unread'], 120],
    ]);
    expect(within(screen.getByTestId('unread-badge')).getByTitle('120')).toHaveTextContent('99+');
  });

  it('shows the exact count under the cap', () => {
    renderAs(<TopBar loginFlag={1} light={false} />, aUser(), 1, '/console/index', [
      [['messages', 'unread'], 7],
    ]);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('7');
  });

  it('hides messages from a sub-user without v3-6', () => {
    renderAs(
      <TopBar loginFlag={1} light={false} />,
      aUser({ accountType: 1, authCodes: 'v1,v7,v7-1,' }),
    );
    expect(screen.queryByTestId('header-messages')).toBeNull();
    expect(screen.getByTestId('user-menu')).toBeInTheDocument();
  });

  it('gives maintenance users only their name and log out', () => {
    renderAs(<TopBar loginFlag={2} light />, aUser(), 2);
    expect(screen.getByTestId('user-name')).toHaveTextContent('Demo Admin');
    expect(screen.getByTestId('logout')).toBeInTheDocument();
    expect(screen.queryByTestId('header-messages')).toBeNull();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    expect(screen.queryByText('Console home')).toBeNull();
  });
});
