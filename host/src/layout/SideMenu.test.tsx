import { act, fireEvent, screen } from '@testing-library/react';
import { sessionActions, type MenuResource } from 'shared';
import { renderWithPortal } from '../test/renderWithPortal';
import { SideMenu } from './SideMenu';

const ordersGroup: MenuResource = {
  resourceCode: 'orderManage',
  resourceName: 'Orders',
  resourceType: 1,
  childResources: [
    { resourceCode: 'orderEntry', resourceName: 'Order entry', resourceType: 1, path: '/orderEntry' },
  ],
};

const signIn = (store: ReturnType<typeof renderWithPortal>['store']) =>
  act(() => {
    store.dispatch(
      sessionActions.loginSucceeded({
        user: { loginCode: 'demo' },
        token: 't',
        menu: [ordersGroup],
        routeAuthList: ['orderManage', 'orderEntry'],
        btnList: [],
      }),
    );
  });

const groupTitle = () => screen.getByRole('menuitem', { name: /Orders/ });

describe('SideMenu', () => {
  it('opens every group when the menu arrives after the first render', () => {
    const { store } = renderWithPortal(<SideMenu availablePaths={new Set(['/orderentry'])} />);
    signIn(store);
    expect(groupTitle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Order entry')).toBeVisible();
  });

  it("keeps the user's choice: a closed group stays closed", () => {
    const { store } = renderWithPortal(<SideMenu availablePaths={new Set(['/orderentry'])} />);
    signIn(store);
    fireEvent.click(groupTitle());
    expect(groupTitle()).toHaveAttribute('aria-expanded', 'false');
  });
});
