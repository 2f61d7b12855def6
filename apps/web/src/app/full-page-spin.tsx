import { Spin } from 'antd';

/** What shows while a screen's code or the signed-in user is still loading. */
export function FullPageSpin() {
  return (
    <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
