/**
 * The page's Content-Security-Policy allows styles from our origin and <style> tags carrying
 * the nonce the server put in this page's meta tag, and scripts from our origin only (zod's
 * eval probe is switched off by public/zod-jitless.js, loaded before the modules).
 */
export const cspNonce =
  document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;

if (cspNonce) {
  // antd passes the nonce to its own style tags (ConfigProvider csp), but a few helpers do not
  // (rc-util's scrollbar measurement): every <style> the app's code creates carries it. Markup
  // injected as HTML is not created here, so it stays refused.
  const createElement = document.createElement.bind(document);
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const element = createElement(tag, options);
    if (element instanceof HTMLStyleElement) element.nonce = cspNonce;
    return element;
  }) as typeof document.createElement;
}
