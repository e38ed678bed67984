import { PageTitle } from '../components/page-title';
import { AccessList } from '../sharing/access-list';
import { AccessLog } from '../sharing/access-log';
import { InviteForm } from '../sharing/invite-form';

/** /health/sharing: Compartir (invite, who has access, pending invitations, access log). */
export default function SharingPage() {
  return (
    <>
      <PageTitle subtitle="Invita a un familiar o a tu médico a ver tus lecturas. Puedes revocar el acceso cuando quieras.">
        Compartir
      </PageTitle>
      <div className="grid gap-6 xl:grid-cols-2">
        <InviteForm />
        <AccessList />
      </div>
      <div className="mt-6">
        <AccessLog />
      </div>
    </>
  );
}
