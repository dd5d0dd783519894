import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../shared/request/query.ts';
import { registerMessageInstance } from '../shared/toast.ts';

/** Hands the antd App's message instance to the request layer's toasts. */
function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerMessageInstance(message);
    return () => registerMessageInstance(undefined);
  }, [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? enUS : zhCN;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={locale}
        theme={{ token: { colorPrimary: '#1359c9', borderRadius: 6 } }}
        // Buttons keep their exact label (no space inserted into two-character Chinese labels like 登录).
        button={{ autoInsertSpace: false }}
      >
        <AntApp>
          <ToastBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
