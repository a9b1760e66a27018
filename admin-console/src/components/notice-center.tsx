// Shows the notices sagas put (src/lib/notices) through App.useApp(), so they follow the theme:
// errors as notifications (they stay until read), the rest as short messages.
import { App } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { noticesDelivered, selectNotices } from '../lib/notices';

export function NoticeCenter() {
  const { message, notification } = App.useApp();
  const queue = useSelector(selectNotices);
  const dispatch = useDispatch();

  useEffect(() => {
    if (queue.length === 0) return;
    for (const notice of queue) {
      const key = notice.key ?? notice.id;
      if (notice.kind === 'error' || notice.kind === 'warning') {
        notification[notice.kind]({ key, title: notice.text, placement: 'topRight' });
      } else {
        void message[notice.kind]({ key, content: notice.text });
      }
    }
    dispatch(noticesDelivered(queue.map((notice) => notice.id)));
  }, [queue, dispatch, message, notification]);

  return null;
}
