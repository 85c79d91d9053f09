import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useUnsavedChanges } from './useUnsavedChanges';

function Form({ dirty }: { dirty: { current: boolean } }) {
  useUnsavedChanges(() => dirty.current);
  return <p>The form</p>;
}

/** A list, then a form with (or without) unsaved changes, as after opening it from the list. */
function renderForm(dirty: { current: boolean }) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <p>The list</p> },
      { path: '/form', element: <Form dirty={dirty} /> },
    ],
    { initialEntries: ['/list', '/form'], initialIndex: 1 },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

describe('useUnsavedChanges', () => {
  it('asks before Back leaves unsaved changes: Stay keeps the form, Leave goes back', async () => {
    const router = renderForm({ current: true });
    const user = userEvent.setup();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByText('The form')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    // A second question (the first one's dialog may still be closing): leave this time.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Leave' })).toHaveLength(2));
    const leave = screen.getAllByRole('button', { name: 'Leave' });
    await user.click(leave[leave.length - 1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(screen.getByText('The list')).toBeInTheDocument();
  });

  it('lets a form without changes go at once', async () => {
    const router = renderForm({ current: false });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
