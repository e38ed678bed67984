import { useEffect, useId, useState, type FormEvent } from 'react';
import { validateStreamSettings, type StreamSettings } from '@vitalia/contracts/nightscout';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { TimeInput } from '../../../components/ui/time-input';
import { describeError } from '../api/errors';
import { useSaveStreamSettings, useStreamSettings } from '../api/nightscout-queries';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * Avisos del sensor: quiet hours (what can wait, a high or a sensor that stopped, is held until they end;
 * lows go at any hour) and the hours without uploads before the sensor counts as stopped.
 */
export function StreamSettingsCard() {
  const headingId = useId();
  const settings = useStreamSettings();
  const save = useSaveStreamSettings();
  const [form, setForm] = useState({ start: '', end: '', hours: '3' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setForm({
      start: settings.data.quiet_start ?? '',
      end: settings.data.quiet_end ?? '',
      hours: String(settings.data.stopped_hours),
    });
  }, [settings.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const read = validateStreamSettings({
      quiet_start: form.start,
      quiet_end: form.end,
      stopped_hours: form.hours,
    });
    if (!read.ok) {
      setProblem(read.detail);
      return;
    }
    setProblem(null);
    save.mutate(read.value satisfies StreamSettings, { onSuccess: () => setSaved(true) });
  }

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Avisos del sensor
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Te escribimos una vez por episodio (glucosa baja, alta o que sube rápido), no por cada valor. En tus
        horas de silencio guardamos los avisos que pueden esperar y te los mandamos al terminar; una glucosa
        baja te la avisamos siempre, a cualquier hora.
      </p>
      {settings.isPending ? (
        <p role="status" className="mt-3 text-slate-500">
          Cargando tus avisos...
        </p>
      ) : settings.isError ? (
        <ErrorBox message={describeError('No se pudieron cargar tus avisos', settings.error)} />
      ) : (
        <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <TimeInput
            label="Inicio de horas de silencio"
            value={form.start}
            onChange={(start) => setForm((f) => ({ ...f, start }))}
            hint="Por ejemplo 22:00. Déjalo vacío si no quieres horas de silencio."
          />
          <TimeInput
            label="Fin de horas de silencio"
            value={form.end}
            onChange={(end) => setForm((f) => ({ ...f, end }))}
            hint="Por ejemplo 07:00, en tu zona horaria."
          />
          <TextField
            label="Avisarme si el sensor no envía datos por (horas)"
            type="number"
            min={1}
            max={48}
            inputMode="numeric"
            value={form.hours}
            onChange={(event) => setForm((f) => ({ ...f, hours: event.target.value }))}
            hint="De 1 a 48 horas. Normalmente 3."
          />
          <div className="flex items-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Guardando...' : 'Guardar avisos'}
            </Button>
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {problem}
            </p>
          ) : null}
          {save.isError ? (
            <div className="sm:col-span-2">
              <ErrorBox message={describeError('No se pudieron guardar tus avisos', save.error)} />
            </div>
          ) : null}
          {saved ? (
            <p role="status" className="text-sm text-emerald-700 sm:col-span-2">
              Listo, guardamos tus avisos.
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
