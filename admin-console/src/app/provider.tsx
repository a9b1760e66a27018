// The providers every admin page runs inside: the Redux store (with its sagas running while this
// is mounted) and Ant Design's theme and App context (App.useApp() for messages and modals).
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useNavigate } from '@tours/shared-ui/router';

import { NoticeCenter } from '../components/notice-center';
import type { AppRuntime } from './store';
import { adminTheme } from './theme';

interface AppProviderProps {
  runtime: AppRuntime;
  config: RuntimeConfig;
  children: ReactNode;
}

export function AppProvider({ runtime, config, children }: AppProviderProps) {
  const navigate = useNavigate();
  // Sagas outlive renders; they navigate through the latest navigate function, not the first.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // A layout effect, so the watchers listen before any page's mount effect dispatches its first
  // request (passive effects run child first; every layout effect runs before them). StrictMode's
  // remount keeps that order too.
  useLayoutEffect(() => {
    const task = runtime.runSagas({
      config,
      navigate: (path) => {
        void navigateRef.current(path, { replace: true });
      },
    });
    return () => task.cancel();
  }, [runtime, config]);

  return (
    <Provider store={runtime.store}>
      <ConfigProvider theme={adminTheme}>
        <AntApp>
          <NoticeCenter />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
