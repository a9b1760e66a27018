// Logout with a confirmation (SPEC §2); the logout saga signs out and goes to the login page.
import { App, Button } from 'antd';
import { useDispatch, useSelector } from 'react-redux';

import { authActions } from '../slice';
import { selectAuthBusy } from '../slice/selectors';
import { LOGOUT_BUTTON, LOGOUT_CANCEL, LOGOUT_CONFIRM } from '../texts';

export function LogoutButton() {
  const { modal } = App.useApp();
  const dispatch = useDispatch();
  const busy = useSelector(selectAuthBusy);

  const confirmLogout = () => {
    modal.confirm({
      title: LOGOUT_CONFIRM,
      okText: LOGOUT_BUTTON,
      cancelText: LOGOUT_CANCEL,
      okButtonProps: { danger: true },
      onOk: () => {
        dispatch(authActions.logoutRequested());
      },
    });
  };

  return (
    <Button onClick={confirmLogout} disabled={busy} danger>
      {LOGOUT_BUTTON}
    </Button>
  );
}
