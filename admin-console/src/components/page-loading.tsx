// 'Loading...' (SPEC §2): shown while the session resolves or a page's code is on its way; the
// manage screens pass their own text ('Loading bookings...').
import { Flex, Spin, Typography } from 'antd';

export const LOADING_TEXT = 'Loading...';

export function PageLoading({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <Flex role="status" vertical align="center" gap="small" style={{ padding: '48px 0' }}>
      <Spin size="large" aria-hidden />
      <Typography.Text>{text}</Typography.Text>
    </Flex>
  );
}
