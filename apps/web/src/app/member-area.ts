// The member area's shell in one chunk: the guard (with the chat link's sign-in) and the layout it opens.
export { loader, RequireAuth } from './require-auth';
export { default as MemberLayout } from '../features/member/layout/member-layout';
