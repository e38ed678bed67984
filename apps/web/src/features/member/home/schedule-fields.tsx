import { useId } from 'react';
import { FREQUENCIES, FREQUENCY_LABELS, WEEKDAY_NAMES, type Frequency } from '@vitalia/domain/schedules';
import { SelectField } from '../../../components/ui/select-field';
import { TimeInput } from '../../../components/ui/time-input';
import {
  MAX_TIMES_PER_DAY,
  offersSeveralTimes,
  withFrequency,
  withTime,
  withTimesPerDay,
  type ScheduleFormValues,
} from './schedule-form-values';

// Fields sit side by side while each can be at least 8rem wide (a 12 h time needs it), else stack.
const FIELD = 'min-w-32 flex-1';

const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));
const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({
  value: String(index),
  label: name.charAt(0).toUpperCase() + name.slice(1),
}));
const MONTH_DAY_OPTIONS = Array.from({ length: 31 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));
const TIMES_PER_DAY_OPTIONS = Array.from({ length: MAX_TIMES_PER_DAY }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

interface ScheduleFieldsProps {
  values: ScheduleFormValues;
  onChange: (values: ScheduleFormValues) => void;
  /** Daily schedules may hold 1 to 3 times a day (daily glucose, medications). */
  allowSeveral: boolean;
  disabled?: boolean;
  /** Focus the frequency select when the fields appear. */
  autoFocus?: boolean;
}

/** Frecuencia, then the fields that frequency needs: times a day, weekday or day of month, and the time(s). */
export function ScheduleFields({ values, onChange, allowSeveral, disabled, autoFocus }: ScheduleFieldsProps) {
  const groupId = useId();
  const several = offersSeveralTimes(values, allowSeveral);
  const timeCount = several ? values.timesPerDay : 1;
  return (
    <div className="flex flex-wrap gap-3">
      <SelectField
        label="Frecuencia"
        className={FIELD}
        options={FREQUENCY_OPTIONS}
        value={values.frecuencia}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => onChange(withFrequency(values, event.target.value as Frequency))}
      />
      {several && (
        <SelectField
          label="Veces al día"
          className={FIELD}
          options={TIMES_PER_DAY_OPTIONS}
          value={String(values.timesPerDay)}
          disabled={disabled}
          onChange={(event) => onChange(withTimesPerDay(values, Number(event.target.value)))}
        />
      )}
      {values.frecuencia === 'weekly' && (
        <SelectField
          label="Día de la semana"
          className={FIELD}
          options={WEEKDAY_OPTIONS}
          value={String(values.weekday)}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, weekday: Number(event.target.value) })}
        />
      )}
      {values.frecuencia === 'monthly' && (
        <SelectField
          label="Día del mes"
          className={FIELD}
          options={MONTH_DAY_OPTIONS}
          value={String(values.monthDay)}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, monthDay: Number(event.target.value) })}
        />
      )}
      {values.times.slice(0, timeCount).map((time, index) => (
        <TimeInput
          key={`${groupId}-${index}`}
          label={several ? `Hora ${index + 1}` : 'Hora'}
          // One explanation of the 24 h format is enough for a row of times.
          {...(index > 0 ? { hint: '' } : {})}
          className={FIELD}
          required
          value={time}
          disabled={disabled}
          onChange={(next) => onChange(withTime(values, index, next))}
        />
      ))}
    </div>
  );
}
