import { useId, useMemo } from 'react';
import { MEXICAN_TIME_ZONES, otherTimeZones } from './time-zones';

const SELECT_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600';

/** Zona horaria: Mexico's zones first, then the rest of the world; the current value is always offered. */
export function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const id = useId();
  const others = useMemo(otherTimeZones, []);
  const known =
    MEXICAN_TIME_ZONES.some((zone) => zone.value === value) || others.some((z) => z.value === value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Zona horaria
      </label>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        className={SELECT_CLASS}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {!known && value && <option value={value}>{value.replaceAll('_', ' ')}</option>}
        <optgroup label="México">
          {MEXICAN_TIME_ZONES.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </optgroup>
        <optgroup label="Otras zonas">
          {others.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Tus recordatorios llegan a la hora de esta zona.
      </p>
    </div>
  );
}
