import { AccountDeletedNotice } from '../components/account-deleted-notice';
import { BenefitsSection } from '../landing/benefits-section';
import { DemoSection } from '../landing/demo-section';
import { HeroSection } from '../landing/hero-section';
import { HowItWorksSection } from '../landing/how-it-works-section';
import { PartnersSection } from '../landing/partners-section';
import { PricingSection } from '../landing/pricing-section';
import { WhySection } from '../landing/why-section';

/** The landing page (SPEC.md section 2): its sections in the order the spec lists them. */
export function LandingPage() {
  return (
    <>
      <AccountDeletedNotice />
      <HeroSection />
      <WhySection />
      <HowItWorksSection />
      <BenefitsSection />
      <PricingSection />
      <DemoSection />
      <PartnersSection />
    </>
  );
}
