import { Outlet } from 'react-router';

export default function MemberLayout() {
  return <Outlet />;
}
