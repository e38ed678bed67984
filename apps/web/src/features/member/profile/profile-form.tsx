import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { setFirstName } from '../../../lib/session';
import { useSaveProfile, type ProfileData } from '../api/profile-queries';
import { formatPhoneForDisplay } from './phone-display';
import {
  ageText,
  findProfileProblems,
  parseHeight,
  todayIn,
  type ProfileFormValues,
  type ProfileProblems,
} from './profile-rules';
import { TimeZoneSelect } from './time-zone-select';
import { SelectField } from '../../../components/ui/select-field';
import { DIAGNOSES, DIAGNOSIS_LABELS, isDiagnosis } from '@vitalia/domain/diagnosis';

function initialValues({ profile, paciente, health }: ProfileData): ProfileFormValues {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    birthDate: paciente?.fecha_nacimiento ?? '',
    timeZone: profile.time_zone,
    diagnosis: health?.diagnostico ?? '',
    pregnant: health?.embarazo ?? false,
    height: health?.estatura_cm == null ? '' : String(health.estatura_cm),
  };
}

const DIAGNOSIS_OPTIONS = [
  { value: '', label: 'Prefiero no decirlo' },
  ...DIAGNOSES.map((code) => ({ value: code, label: DIAGNOSIS_LABELS[code] })),
];

/**
 * Mi Perfil's form: e-mail, phone and age read-only; names, birth date, time zone and the health data that
 * change how readings are judged (diagnosis, height, pregnancy) editable.
 */
export function ProfileForm({ data }: { data: ProfileData }) {
  const ids = { firstName: useId(), lastName: useId(), birthDate: useId(), height: useId() };
  const saveProfile = useSaveProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => initialValues(data));
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const saving = saveProfile.isPending;

  const change = (patch: Partial<ProfileFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = findProfileProblems(values);
    setProblems(found);
    setSaved(false);
    const firstInvalid = (['firstName', 'lastName', 'birthDate', 'height'] as const).find(
      (field) => found[field],
    );
    if (firstInvalid) {
      setError(Object.values(found).join(' '));
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    setError(null);
    try {
      const result = await saveProfile.mutateAsync({
        current: data,
        changes: {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          time_zone: values.timeZone,
          fecha_nacimiento: values.birthDate || null,
          diagnostico: isDiagnosis(values.diagnosis) ? values.diagnosis : null,
          embarazo: values.pregnant,
          estatura_cm: values.height.trim() ? parseHeight(values.height) : null,
        },
      });
      setFirstName(result.profile.first_name);
      setValues(initialValues(result));
      setSaved(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'No se pudieron guardar los cambios: error al conectar con el servidor.',
      );
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label="Datos del perfil"
      className="max-w-2xl space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <TextField
        label="Correo electrónico"
        type="email"
        value={data.profile.email ?? ''}
        hint={
          data.profile.email === null ? 'Sin correo todavía: agrégalo en «Completa tu cuenta».' : undefined
        }
        readOnly
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.firstName}
          label="Nombre"
          autoComplete="given-name"
          required
          maxLength={80}
          value={values.firstName}
          error={problems.firstName}
          announceError={false}
          onChange={(event) => change({ firstName: event.target.value })}
        />
        <TextField
          id={ids.lastName}
          label="Apellido"
          autoComplete="family-name"
          required
          maxLength={80}
          value={values.lastName}
          error={problems.lastName}
          announceError={false}
          onChange={(event) => change({ lastName: event.target.value })}
        />
      </div>
      <TextField
        label="Teléfono"
        type="tel"
        value={formatPhoneForDisplay(data.paciente?.telefono)}
        readOnly
        hint="Es el número con el que te registraste; el bot te escribe a él. Para cambiarlo, ve a «Cambiar mi número de WhatsApp»."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.birthDate}
          label="Fecha de nacimiento"
          type="date"
          min="1900-01-01"
          max={todayIn(values.timeZone)}
          value={values.birthDate}
          disabled={!data.paciente}
          error={problems.birthDate}
          announceError={false}
          hint="Puedes dejarla vacía."
          onChange={(event) => change({ birthDate: event.target.value })}
        />
        <TextField label="Edad" value={ageText(values.birthDate, values.timeZone)} readOnly />
      </div>
      <TimeZoneSelect value={values.timeZone} onChange={(timeZone) => change({ timeZone })} />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">Tu salud</legend>
        <p className="text-sm text-slate-600">
          Opcionales: ajustan las metas con las que leemos tus lecturas.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Diagnóstico"
            options={DIAGNOSIS_OPTIONS}
            value={values.diagnosis}
            onChange={(event) => change({ diagnosis: event.target.value })}
          />
          <TextField
            id={ids.height}
            label="Estatura (cm)"
            inputMode="decimal"
            placeholder="Por ejemplo, 158"
            value={values.height}
            error={problems.height}
            announceError={false}
            hint="Para calcular tu índice de masa corporal (IMC)."
            onChange={(event) => change({ height: event.target.value })}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-base text-slate-900">
          <input
            type="checkbox"
            className="h-5 w-5 rounded border-slate-300 text-brand-600"
            checked={values.pregnant}
            onChange={(event) => change({ pregnant: event.target.checked })}
          />
          Estoy embarazada (usa las metas de glucosa del embarazo)
        </label>
      </fieldset>
      {/* The form's errors in one line beside the button just pressed; each field shows its own too. */}
      <ErrorBox message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" aria-disabled={saving || undefined} className={saving ? 'opacity-70' : ''}>
          {saving ? 'Guardando...' : 'Guardar cambios'}
        </Button>
        <p role="status" className="text-sm font-semibold text-brand-700">
          {saved ? '✓ Cambios guardados' : ''}
        </p>
      </div>
    </form>
  );
}
