import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme: our primary colour and radius; styles from antd's CSS file rather
 * than made at run time (zeroRuntime, docs/decisions.md, "antd's styles as a file"); motion off
 * for people whose system asks for reduced motion. The web tests render with it too.
 */
export const antdTheme = (reducedMotion: boolean): ThemeConfig => ({
  token: { colorPrimary: '#1668dc', borderRadius: 6, motion: !reducedMotion },
  zeroRuntime: true,
});
