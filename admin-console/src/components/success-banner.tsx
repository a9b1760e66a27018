// The success banner of a manage screen (SPEC §8), e.g. 'Destination deleted successfully!'.
import { Alert } from 'antd';

interface SuccessBannerProps {
  text: string | null;
  onClose: () => void;
}

export function SuccessBanner({ text, onClose }: SuccessBannerProps) {
  if (!text) return null;
  return (
    <Alert
      type="success"
      showIcon
      title={text}
      role="status"
      closable={{ onClose, 'aria-label': 'Dismiss' }}
      style={{ marginBottom: 16 }}
    />
  );
}
