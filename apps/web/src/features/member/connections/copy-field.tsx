import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A read-only value with its label and a copy button; the result is announced. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  const [copied, setCopied] = useState<string | null>(null);
  const hintId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(`${label}: copiado.`);
    } catch {
      setCopied('No se pudo copiar; selecciona el texto y cópialo.');
    }
  }

  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-slate-800">
        {label}
        <input
          readOnly
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onFocus={(event) => event.target.select()}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-700"
        />
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" aria-label={`Copiar ${label.toLowerCase()}`} onClick={() => void copy()}>
          Copiar
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {copied}
        </p>
      </div>
    </div>
  );
}
