import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { KeepAliveOutlet, type KeepAlivePage } from './KeepAliveOutlet';

let mounts: Record<string, number> = {};

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(() => {
    mounts[id] = (mounts[id] ?? 0) + 1;
    return 0;
  });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {id}:{count}
    </button>
  );
}

const page = (key: string, keepAlive: boolean): KeepAlivePage => ({
  key,
  keepAlive,
  render: () => <Counter id={key} />,
});

beforeEach(() => {
  mounts = {};
});

describe('KeepAliveOutlet', () => {
  it('keeps a visited keep-alive page mounted and hidden, with its state, when switching away', () => {
    const a = page('/a', true);
    const b = page('/b', true);
    const { rerender } = render(<KeepAliveOutlet active={a} retainKeys={['/a', '/b']} />);
    fireEvent.click(screen.getByText('/a:0'));
    rerender(<KeepAliveOutlet active={b} retainKeys={['/a', '/b']} />);
    expect(screen.getByText('/a:1').parentElement).toHaveStyle({ display: 'none' });
    expect(screen.getByText('/b:0').parentElement).not.toHaveStyle({ display: 'none' });
    rerender(<KeepAliveOutlet active={a} retainKeys={['/a', '/b']} />);
    expect(screen.getByText('/a:1')).toBeVisible();
    expect(mounts['/a']).toBe(1);
  });

  it('unmounts a page that is not kept alive when it is left', () => {
    const live = page('/stopGodownQuiry', false);
    const { rerender } = render(<KeepAliveOutlet active={live} retainKeys={['/stopGodownQuiry']} />);
    fireEvent.click(screen.getByText('/stopGodownQuiry:0'));
    rerender(<KeepAliveOutlet active={page('/a', true)} retainKeys={['/a', '/stopGodownQuiry']} />);
    expect(screen.queryByText(/stopGodownQuiry/)).toBeNull();
    rerender(<KeepAliveOutlet active={live} retainKeys={['/a', '/stopGodownQuiry']} />);
    expect(screen.getByText('/stopGodownQuiry:0')).toBeInTheDocument();
    expect(mounts['/stopGodownQuiry']).toBe(2);
  });

  it('drops a cached page once its tab is closed', () => {
    const { rerender } = render(<KeepAliveOutlet active={page('/a', true)} retainKeys={['/a']} />);
    rerender(<KeepAliveOutlet active={page('/b', true)} retainKeys={['/b']} />);
    expect(screen.queryByText('/a:0')).toBeNull();
  });
});
