import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { deferred } from './deferred';
import CheckableTag from './CheckableTag';
import CheckableTagGroup from './CheckableTagGroup';
import DropdownButton from './DropdownButton';
import Pagination from './Pagination';
import Radio from './Radio';
import Tooltip from './Tooltip';
import TooltipUniqueProvider from './TooltipUniqueProvider';
import VirtualTable from './VirtualTable';

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
