import type { ComponentProps } from 'react';
import { TextField } from './text-field';
import { normalizeTimeOfDay } from './time-field';

type TimeInputProps = Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A time of day always in 24 h "HH:MM". The browser's own time input follows the device's clock setting
 * and often shows "08:00 a. m."; this field shows and takes exactly what reminders use.
 */
export function TimeInput({
  value,
  onChange,
  hint = 'Formato de 24 horas, por ejemplo 21:30.',
  ...props
}: TimeInputProps) {
  return (
    <TextField
      {...props}
      hint={hint}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="HH:MM"
      maxLength={5}
      pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onChange(normalizeTimeOfDay(value))}
    />
  );
}
