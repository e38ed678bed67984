import { useId } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { describeError } from '../api/errors';
import { useAccessLog } from '../api/sharing-queries';
import { formatLocalDateTime } from './sharing-format';

/** "Registro de accesos": who other than the owner read or wrote their data, what and when. */
export function AccessLog() {
  const headingId = useId();
  const log = useAccessLog();
  let body;
  if (log.isPending)
    body = (
      <p role="status" className="text-slate-500">
        Cargando registro...
      </p>
    );
  else if (log.isError)
    body = <ErrorBox message={describeError('No se pudo cargar el registro', log.error)} />;
  else if (log.data.length === 0)
    body = <p className="text-sm text-slate-600">Nadie ha consultado tus datos todavía.</p>;
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Quién
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Qué
              </th>
              <th scope="col" className="py-2 font-semibold">
                Cuándo
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((item) => (
              <tr key={item.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3 break-all text-slate-900">{item.quien ?? 'Cuenta eliminada'}</td>
                <td className="py-2 pr-3 text-slate-800">{item.que}</td>
                <td className="py-2 whitespace-nowrap text-slate-700">
                  <time dateTime={item.at}>{formatLocalDateTime(item.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        Registro de accesos
      </h2>
      {body}
    </section>
  );
}
