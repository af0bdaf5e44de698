import { render, screen, fireEvent } from '@testing-library/react';
import { addResources, initI18n } from '../i18n/i18n';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let shouldThrow = true;
function FlakyPage() {
  if (shouldThrow) throw new Error('chunk failed');
  return <p>orders page</p>;
}

beforeAll(() => {
  initI18n('EN');
  addResources('shared', {
    zh: { 'menu.orders': '订单' },
    en: { 'menu.orders': 'Orders' },
    id: { 'menu.orders': 'Pesanan' },
  });
});

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders its children when nothing fails', () => {
    shouldThrow = false;
    render(
      <RemoteErrorBoundary domain="menu.orders">
        <FlakyPage />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });

  it("shows 'The {{domain}} module failed to load' with the translated domain and a Retry button", () => {
    shouldThrow = true;
    render(
      <RemoteErrorBoundary domain="menu.orders">
        <FlakyPage />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('The Orders module failed to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('calls onRetry and renders the children again on Retry', () => {
    shouldThrow = true;
    const onRetry = jest.fn(() => {
      shouldThrow = false;
    });
    render(
      <RemoteErrorBoundary domain="menu.orders" onRetry={onRetry}>
        <FlakyPage />
      </RemoteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('orders page')).toBeInTheDocument();
  });

  it('shows the fallback again when the retry fails too', () => {
    shouldThrow = true;
    render(
      <RemoteErrorBoundary domain="menu.orders">
        <FlakyPage />
      </RemoteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('The Orders module failed to load')).toBeInTheDocument();
  });

  it('translates the fallback into Indonesian', () => {
    shouldThrow = true;
    initI18n('YN');
    render(
      <RemoteErrorBoundary domain="menu.orders">
        <FlakyPage />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Modul Pesanan gagal dimuat')).toBeInTheDocument();
    initI18n('EN');
  });
});
