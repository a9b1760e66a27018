// The email and password form. It only dispatches: the login saga signs in and reports back.
import { Alert, Button, Form, Input } from 'antd';
import { useDispatch, useSelector } from 'react-redux';

import { authActions } from '../slice';
import { selectAuthBusy, selectAuthError } from '../slice/selectors';
import type { Credentials } from '../slice/types';
import {
  EMAIL_INVALID,
  EMAIL_LABEL,
  EMAIL_REQUIRED,
  LOGIN_BUSY,
  LOGIN_BUTTON,
  PASSWORD_LABEL,
  PASSWORD_REQUIRED,
} from '../texts';

export function LoginForm() {
  const dispatch = useDispatch();
  const busy = useSelector(selectAuthBusy);
  const error = useSelector(selectAuthError);

  const onFinish = ({ email, password }: Credentials) => {
    dispatch(authActions.loginRequested({ email: email.trim(), password }));
  };

  return (
    <Form<Credentials>
      name="admin-login"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      disabled={busy}
    >
      {error && (
        <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 24 }} />
      )}
      <Form.Item
        label={EMAIL_LABEL}
        name="email"
        rules={[
          { required: true, whitespace: true, message: EMAIL_REQUIRED },
          { type: 'email', message: EMAIL_INVALID },
        ]}
      >
        <Input type="email" autoComplete="username" inputMode="email" size="large" />
      </Form.Item>
      <Form.Item
        label={PASSWORD_LABEL}
        name="password"
        rules={[{ required: true, message: PASSWORD_REQUIRED }]}
      >
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        {/* The text is the busy indicator (SPEC §2); antd's loading icon would prefix the
            button's accessible name with "loading". The form is disabled meanwhile. */}
        <Button type="primary" htmlType="submit" size="large" block aria-busy={busy}>
          {busy ? LOGIN_BUSY : LOGIN_BUTTON}
        </Button>
      </Form.Item>
    </Form>
  );
}
