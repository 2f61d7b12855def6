import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { setToastApi } from '../lib/toast.ts';
import { useReducedMotion } from '../lib/reduced-motion.ts';
import '../lib/dayjs-locale.ts';
import 'antd/dist/antd.css';
import { antdTheme } from './antd-theme.ts';
import { cspNonce } from './csp.ts';

/** Set inside the providers: an error screen within the console does not wrap itself again. */
const Inside = createContext(false);

function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setToastApi(message);
    // Back on the portal's pages (no antd), toasts are plain again.
    return () => setToastApi(null);
  }, [message]);
  return null;
}

/**
 * antd's theme, locale, CSP nonce and message API, around the console and the error screens
 * only: the portal's pages are plain React (docs/decisions.md, "Web performance"), so antd and
 * its styles load with the console, not with the sign-in page. antd's styles are its CSS file
 * rather than made at run time (zeroRuntime: about 15% less of the browser's CPU a page load;
 * docs/decisions.md, "antd's styles as a file"). Motion (zooms, slides) is off for people whose
 * system asks for reduced motion.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  if (useContext(Inside)) return children;
  return (
    <ConfigProvider
      csp={cspNonce ? { nonce: cspNonce } : undefined}
      locale={i18n.language === 'zh-CN' ? zhCN : enUS}
      theme={antdTheme(reducedMotion)}
    >
      <AntApp>
        <ToastBridge />
        <Inside.Provider value>{children}</Inside.Provider>
      </AntApp>
    </ConfigProvider>
  );
}
