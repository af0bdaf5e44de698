import './polyfills';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { createPortalStore, initI18n } from 'shared';
import { registerShellTexts } from '../i18n/shellTexts';
import { registerPrivacyTexts } from '../privacy/texts';
import { registerProfileTexts } from '../profile/texts';
import { addHostTexts } from './hostTexts';

export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a host component with a fresh store, the host texts (Indonesian) and a memory router. */
export function renderWithPortal(
  element: ReactElement,
  {
    path = '/',
    initialEntries = [path],
    store = createPortalStore(),
  }: { path?: string; initialEntries?: string[]; store?: ReturnType<typeof createPortalStore> } = {},
) {
  initI18n('YN');
  addHostTexts();
  registerShellTexts();
  registerProfileTexts();
  registerPrivacyTexts();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={initialEntries}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <LocationDisplay />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}
