import { Flex, Spin } from 'antd';

/** While the first page's code arrives. */
export function FullPageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
