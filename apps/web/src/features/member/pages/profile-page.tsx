import { PageTitle } from '../components/page-title';

export default function ProfilePage() {
  return <PageTitle subtitle="Tus datos personales y de contacto.">Mi Perfil</PageTitle>;
}
