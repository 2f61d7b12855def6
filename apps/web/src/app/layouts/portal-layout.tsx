import { Outlet } from 'react-router';

/** The service portal around the console: sign-in and sign-out live here. */
export function PortalLayout() {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #0b1f44 0%, #1668dc 55%, #69b1ff 100%)',
        padding: 24,
      }}
    >
      <Outlet />
    </div>
  );
}
