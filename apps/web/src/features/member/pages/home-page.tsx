import { HomePanel } from '../home/home-panel';
import { SubscriptionBanner } from '../payments/subscription-banner';

/** /health/home: reminders and medications (SPEC.md section 2, "Home panel"). */
export default function HomePage() {
  return (
    <>
      <SubscriptionBanner />
      <HomePanel />
    </>
  );
}
