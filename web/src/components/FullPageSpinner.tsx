import { Flex, Spin } from 'antd';

/** A centred spinner while the session or a page loads. */
export function FullPageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} data-testid="loading">
      <Spin size="large" />
    </Flex>
  );
}
