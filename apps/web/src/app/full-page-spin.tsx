/**
 * What shows while a screen's code or the signed-in user is still loading. Plain CSS (antd's
 * large Spin look, global.css): it shows before antd has loaded, on the portal's pages too.
 */
export function FullPageSpin() {
  return (
    <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
      <span className="plain-spin" role="status" aria-live="polite" aria-busy="true" />
    </div>
  );
}
