import { PRIVACY_NOTICE_DATE, PRIVACY_NOTICE_VERSION } from '@vitalia/contracts/legal';
import { siteConfig } from '../../../lib/site-config';
import { formatLegalDate, LegalPage } from '../legal/legal-page';
import { PrivacyDataSections } from '../legal/privacy-data-sections';
import { PrivacyRightsSections } from '../legal/privacy-rights-sections';

/** Aviso de Privacidad (SPEC.md section 2): static text showing the version accepted at sign-up. */
export default function PrivacyPage() {
  const version = PRIVACY_NOTICE_VERSION;
  const lastUpdated = PRIVACY_NOTICE_DATE;
  return (
    <LegalPage
      title="Aviso de Privacidad"
      meta={
        <>
          <p>Versión {version}</p>
          <p>Última actualización: {formatLegalDate(lastUpdated)}</p>
        </>
      }
    >
      <p>
        En {siteConfig.productName} sabemos que tu información de salud es muy personal. Este Aviso de
        Privacidad integral te explica qué datos recabamos, para qué los usamos, con quién los compartimos y
        cómo puedes ejercer tus derechos sobre ellos.
      </p>
      <PrivacyDataSections />
      <PrivacyRightsSections />
    </LegalPage>
  );
}
