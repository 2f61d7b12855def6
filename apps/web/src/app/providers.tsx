import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { setToastApi } from '../lib/toast.ts';
import { cspNonce } from './csp.ts';

function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setToastApi(message), [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      csp={cspNonce ? { nonce: cspNonce } : undefined}
      locale={i18n.language === 'zh-CN' ? zhCN : enUS}
      theme={{ token: { colorPrimary: '#1668dc', borderRadius: 6 } }}
    >
      <AntApp>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
