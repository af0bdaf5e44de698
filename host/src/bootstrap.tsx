import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp';
import { bootPortal } from './app/boot';

const container = document.getElementById('root');
if (container) {
  bootPortal().then(({ store, registry }) => {
    createRoot(container).render(<PortalApp store={store} registry={registry} />);
  });
}
