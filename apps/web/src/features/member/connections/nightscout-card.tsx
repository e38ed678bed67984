import { useId, useState } from 'react';
import type { NightscoutSiteReply } from '@vitalia/contracts/nightscout';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useRenewNightscoutSecret } from '../api/nightscout-queries';
import { CopyField } from './copy-field';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * The address to paste into xDrip+, Juggluco, AndroidAPS or a bridge, and its API secret: made (and
 * renewed) here, shown once; the previous one stops working at once.
 */
export function NightscoutCard({ site }: { site: NightscoutSiteReply }) {
  const renew = useRenewNightscoutSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  async function makeSecret() {
    setError(null);
    try {
      setSecret(await renew.mutateAsync());
    } catch (failure) {
      setError(describeError('No se pudo crear el API secret', failure));
    }
  }

  return (
    <section aria-labelledby={headingId} className={`${CARD} space-y-5`}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Sensor o glucómetro (compatible con Nightscout)
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          En tu app (xDrip+, Juggluco, AndroidAPS…) elige subir a Nightscout y pega esta dirección y el API
          secret. Tus lecturas llegarán solas a Vitalia.
        </p>
      </div>
      <CopyField
        label="Dirección (URL base)"
        value={site.base_url}
        hint={
          <>
            En xDrip+ se escribe con el secreto y <code>/api/v1/</code> al final:{' '}
            <code className="break-all">{site.base_url.replace('://', '://TU-API-SECRET@')}/api/v1/</code>
          </>
        }
      />
      <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-semibold text-slate-900">API secret</h3>
        {secret ? (
          <CopyField
            label="API secret nuevo"
            value={secret}
            hint="Cópialo ahora: por seguridad no lo volveremos a mostrar. El anterior ya no funciona."
          />
        ) : (
          <p className="text-sm text-slate-700">
            {site.has_secret
              ? 'Tu conexión está activa. Si no recuerdas el API secret, crea uno nuevo: el anterior dejará de funcionar al instante.'
              : 'Para activar la conexión, crea un API secret y pégalo en tu app.'}
          </p>
        )}
        <ErrorBox message={error} />
        <Button
          variant={site.has_secret ? 'secondary' : 'primary'}
          disabled={renew.isPending}
          onClick={() => void makeSecret()}
        >
          {renew.isPending
            ? 'Creando...'
            : site.has_secret || secret
              ? 'Renovar API secret'
              : 'Activar y crear API secret'}
        </Button>
      </div>
      <CopyField
        label="Token de solo lectura"
        value={site.read_token}
        hint={
          <>
            Para apps que solo muestran tus lecturas (relojes, seguidores): se agrega a la dirección como{' '}
            <code className="whitespace-nowrap">?token=</code> y no permite subir datos.
          </>
        }
      />
    </section>
  );
}
