import { useContext } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The module's own state, fresh: other files' screens (AppLayout) may have dropped the view already.
let FirstView: typeof import('./FirstView').FirstView;
let dropFirstView: typeof import('./FirstView').dropFirstView;
let showFirstView: typeof import('./FirstView').showFirstView;
let FirstViewMenu: typeof import('../components/firstViewMenu').FirstViewMenu;
beforeAll(async () => {
  vi.resetModules();
  ({ FirstView, dropFirstView, showFirstView } = await import('./FirstView'));
  ({ FirstViewMenu } = await import('../components/firstViewMenu'));
});

function Rows() {
  return <p>the first page</p>;
}

/** A view that draws the sidebar's entries it is given, as `FirstViewFrame` does. */
function Framed() {
  return <nav>{useContext(FirstViewMenu) ?? 'no menu'}</nav>;
}

function Entries() {
  return <p>the menu</p>;
}

function Broken(): never {
  throw new Error('no session here');
}

function Other() {
  return <p>another page</p>;
}

// One module's state through the steps of a page load, in order.
describe('FirstView', () => {
  it('shows the fallback until a first view is offered, then the view', () => {
    render(<FirstView fallback={<p>spinner</p>} />);
    expect(screen.getByText('spinner')).toBeInTheDocument();
    act(() => showFirstView(Rows));
    expect(screen.getByText('the first page')).toBeInTheDocument();
    expect(screen.queryByText('spinner')).not.toBeInTheDocument();
  });

  it("gives the view the sidebar's entries offered with it, and none when none are", () => {
    render(<FirstView />);
    act(() => showFirstView(Framed, Entries));
    expect(screen.getByRole('navigation')).toHaveTextContent('the menu');
    act(() => showFirstView(Framed));
    expect(screen.getByRole('navigation')).toHaveTextContent('no menu');
  });

  it('leaves the fallback in place of a view that fails to draw', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FirstView fallback={<p>spinner</p>} />);
    act(() => showFirstView(Broken));
    expect(screen.getByText('spinner')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('shows nothing more once the real frame is drawn, not even a view offered later', () => {
    act(() => showFirstView(Rows));
    render(<FirstView fallback={<p>spinner</p>} />);
    expect(screen.getByText('the first page')).toBeInTheDocument();
    act(() => dropFirstView());
    expect(screen.getByText('spinner')).toBeInTheDocument();
    act(() => showFirstView(Other));
    expect(screen.queryByText('another page')).not.toBeInTheDocument();
    expect(screen.getByText('spinner')).toBeInTheDocument();
  });
});
