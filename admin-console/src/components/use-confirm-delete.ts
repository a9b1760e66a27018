// The delete confirmation every manage screen asks before a DELETE (SPEC §5), themed through
// App.useApp(): 'Delete' confirms, 'Cancel' keeps the item.
import { App } from 'antd';
import { useCallback } from 'react';

export const CONFIRM_DELETE = 'Delete';
export const CONFIRM_CANCEL = 'Cancel';

export function useConfirmDelete(): (question: string, onConfirm: () => void) => void {
  const { modal } = App.useApp();
  return useCallback(
    (question, onConfirm) => {
      modal.confirm({
        title: question,
        okText: CONFIRM_DELETE,
        cancelText: CONFIRM_CANCEL,
        okButtonProps: { danger: true },
        onOk: onConfirm,
      });
    },
    [modal],
  );
}
