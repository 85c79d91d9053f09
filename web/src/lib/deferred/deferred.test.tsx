import { describe, expect, it, vi } from 'vitest';
import { Component, type JSX, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { deferred, settleDeferred } from './deferred';
import CheckableTag from './CheckableTag';
import CheckableTagGroup from './CheckableTagGroup';
import DropdownButton from './DropdownButton';
import Pagination from './Pagination';
import Radio from './Radio';
import Tooltip from './Tooltip';
import TooltipUniqueProvider from './TooltipUniqueProvider';
import VirtualTable from './VirtualTable';

/** Keeps a failed fetch's error from failing the render around it. */
class ErrorCatcher extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe('a component fetched when first drawn', () => {
  it('shows the fallback, then the component with the same props', async () => {
    const Shown = deferred<{ label: string }>(
      () => Promise.resolve({ default: ({ label }: { label: string }) => <p>{`loaded ${label}`}</p> }),
      ({ label }) => <p>{`waiting ${label}`}</p>,
    );
    render(<Shown label="x" />);
    expect(screen.getByText('waiting x')).toBeInTheDocument();
    expect(await screen.findByText('loaded x')).toBeInTheDocument();
  });

  it('tells when every fetch it started has settled, a failed one too', async () => {
    let arrive: (m: { default: () => JSX.Element }) => void = () => undefined;
    const Slow = deferred(() => new Promise<{ default: () => JSX.Element }>((resolve) => (arrive = resolve)));
    const Failing = deferred<object>(() => Promise.reject(new Error('gone')));
    // React reports the error the boundary catches.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <Slow />
        <ErrorCatcher>
          <Failing />
        </ErrorCatcher>
      </>,
    );
    let settled = false;
    const settling = settleDeferred().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    arrive({ default: () => <p>arrived</p> });
    await settling;
    expect(await screen.findByText('arrived')).toBeInTheDocument();
    quiet.mockRestore();
  });

  // What the build puts in antd's place (build/narrowImports.ts): each loads antd's own.
  it('draws antd’s components in the places the build gives them', async () => {
    render(
      <>
        <Tooltip title="Help">
          <span>icon</span>
        </Tooltip>
        <TooltipUniqueProvider>
          <p>inside</p>
        </TooltipUniqueProvider>
        <Pagination total={30} pageSize={10} />
        <Radio>One</Radio>
        <CheckableTag checked>Tag</CheckableTag>
        <CheckableTagGroup options={['Left', 'Right']} />
        <DropdownButton menu={{ items: [] }}>Act</DropdownButton>
        <VirtualTable columns={[{ title: 'Id', dataIndex: 'id' }]} data={[{ id: 1 }]} rowKey="id" scroll={{ x: 100, y: 100 }} />
      </>,
    );
    expect(screen.getByText('icon')).toBeInTheDocument(); // its fallback is the icon itself
    expect(await screen.findByText('inside')).toBeInTheDocument();
    expect(await screen.findByTitle('3')).toBeInTheDocument();
    expect(await screen.findByRole('radio')).toBeInTheDocument();
    expect(await screen.findByText('Tag')).toBeInTheDocument();
    expect(await screen.findByText('Right')).toBeInTheDocument();
    expect(await screen.findByText('Act')).toBeInTheDocument();
    expect(await screen.findByText('Id')).toBeInTheDocument();
    expect(screen.getByText('icon')).toBeInTheDocument();
  });

  it('has antd’s table filter menu where the build points', async () => {
    const { default: FilterDropdown } = await import('antd/es/table/hooks/useFilter/FilterDropdown');
    expect(FilterDropdown).toBeTypeOf('function');
  });
});
