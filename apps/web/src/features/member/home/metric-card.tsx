import type { MeasurementReminder } from '@vitalia/contracts/member';
import { REMINDER_METRIC_LABELS, compareSchedules, type ReminderMetric } from '@vitalia/domain/schedules';
import { useCreateReminders, useDeleteReminder, useUpdateReminder } from '../api/home-queries';
import { HomeCard } from './home-card';
import { useNotify } from './notice';
import { ScheduleForm } from './schedule-form';
import { ScheduleItem, type ScheduleItemTexts } from './schedule-item';
import { RowButton } from './small-buttons';
import { focusById, useInlineForm } from './use-inline-form';

const REMINDER_TEXTS: ScheduleItemTexts = {
  noun: 'recordatorio',
  updateError: 'No se pudo guardar el recordatorio',
  deleteError: 'No se pudo eliminar recordatorio',
  saved: 'Recordatorio guardado',
  deleted: 'Recordatorio eliminado',
};

/** A metric's reminders (Glucosa, Presión arterial, Peso) with '+ Nuevo recordatorio'. */
export function MetricCard({
  metric,
  reminders,
}: {
  metric: ReminderMetric;
  reminders: MeasurementReminder[];
}) {
  const notify = useNotify();
  const form = useInlineForm();
  const createReminders = useCreateReminders();
  const updateReminder = useUpdateReminder();
  const deleteReminder = useDeleteReminder();
  const label = REMINDER_METRIC_LABELS[metric];
  const sorted = [...reminders].sort(compareSchedules);

  return (
    <HomeCard title={label} icon={metric}>
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">Sin recordatorios</p>
      ) : (
        <ul className="space-y-2" aria-label={`Recordatorios de ${label}`}>
          {sorted.map((reminder) => (
            <ScheduleItem
              key={reminder.id}
              timing={reminder}
              texts={REMINDER_TEXTS}
              onUpdate={(timing) => updateReminder.mutateAsync({ id: reminder.id, timing })}
              onDelete={() => deleteReminder.mutateAsync(reminder.id)}
              onDeleted={() => focusById(form.triggerId)}
            />
          ))}
        </ul>
      )}
      <div className="mt-3">
        {form.open ? (
          <ScheduleForm
            label={`Nuevo recordatorio de ${label}`}
            allowSeveral={metric === 'glucosa'}
            errorPrefix="No se pudo crear el recordatorio"
            onSave={(timings) => createReminders.mutateAsync({ metric, timings })}
            onSaved={(count) => {
              notify(count > 1 ? `${count} recordatorios guardados` : 'Recordatorio guardado');
              form.hide();
            }}
            onCancel={form.hide}
          />
        ) : (
          <RowButton
            id={form.triggerId}
            onClick={form.show}
            aria-label={`Nuevo recordatorio de ${label}`}
            className="w-full border border-dashed border-brand-500/60 bg-brand-50/60"
          >
            + Nuevo recordatorio
          </RowButton>
        )}
      </div>
    </HomeCard>
  );
}
