import { HomePanel } from '../home/home-panel';

/** /health/home: reminders and medications (SPEC.md section 2, "Home panel"). */
export default function HomePage() {
  return <HomePanel />;
}
