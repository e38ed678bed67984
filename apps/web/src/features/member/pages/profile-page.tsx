import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { getToken, setFirstName } from '../../../lib/session';
import { useProfileData } from '../api/profile-queries';
import { PageTitle } from '../components/page-title';
import { AlertSettingsSection } from '../profile/alert-settings-section';
import { CompleteAccountSection } from '../profile/complete-account-section';
import { PrivacySection } from '../privacy/privacy-section';
import { PhoneChangeSection } from '../profile/phone-change-section';
import { ProfileForm } from '../profile/profile-form';
import { PasswordChangeSection } from '../security/password-change-section';
import { SessionsSection } from '../security/sessions-section';

/** /health/profile: Mi Perfil (SPEC.md section 2). */
export default function ProfilePage() {
  const hasToken = getToken() !== null;
  const profile = useProfileData(hasToken);
  const loadedFirstName = profile.data?.profile.first_name.trim();

  // The header shows the first name the server knows, also on a browser that never saved it.
  useEffect(() => {
    if (loadedFirstName) setFirstName(loadedFirstName);
  }, [loadedFirstName]);

  let content;
  if (!hasToken) {
    content = <ErrorBox message="No hay sesión activa." />;
  } else if (profile.isPending) {
    content = (
      <p role="status" className="py-10 text-center text-slate-500">
        Cargando perfil...
      </p>
    );
  } else if (profile.isError) {
    content = (
      <div className="space-y-3">
        <ErrorBox message={`No se pudo cargar el perfil: ${profile.error.message}`} />
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    // An account made in the WhatsApp chat has no e-mail or password yet: it adds them first.
    const madeInChat = profile.data.profile.email === null;
    content = (
      <>
        {madeInChat && <CompleteAccountSection />}
        <ProfileForm data={profile.data} />
        {profile.data.paciente?.telefono && <PhoneChangeSection madeInChat={madeInChat} />}
        <AlertSettingsSection />
        {!madeInChat && <PasswordChangeSection />}
        <SessionsSection />
        <PrivacySection />
      </>
    );
  }

  return (
    <>
      <PageTitle subtitle="Tus datos personales y de contacto.">Mi Perfil</PageTitle>
      {content}
    </>
  );
}
