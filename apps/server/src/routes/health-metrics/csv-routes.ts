import type { FastifyInstance } from 'fastify';
import { importReply } from '@vitalia/contracts/replies';
import { metricsRequests } from '@vitalia/contracts/requests';
import { IMPORT_LIMITS, type Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';
import { uploadedStream } from './limit-upload';

const NOT_CSV = 'Envía el archivo como CSV (Content-Type: text/csv).';
const TOO_LARGE = `El archivo es demasiado grande (máximo ${IMPORT_LIMITS.bytes / (1024 * 1024)} MB).`;

export function registerCsvRoutes(
  scope: FastifyInstance,
  { csv, costlyReads }: Pick<Services, 'csv' | 'costlyReads'>,
) {
  // CSV uploads stay a stream: a 20 MB file is parsed and stored as it arrives, never held whole. This
  // route alone goes past the 1 MB body limit of every other one.
  scope.addContentTypeParser(['text/csv', 'application/csv'], (_request, payload, done) =>
    done(null, payload),
  );

  const routes = schemaRoutes(scope);
  const { exportQuery, patientQuery } = metricsRequests;

  routes.get('/export.csv', { query: exportQuery }, async ({ query }, request, reply) => {
    // A costly read: limited per person (services/costly-reads.ts).
    await costlyReads.spend(request.userId);
    const { paciente_id, ...filter } = query;
    const { stream, fileName } = await csv.exportCsv(request.userId, filter, paciente_id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  // No body schema: the body is the upload's stream, read by the import as it arrives.
  routes.post(
    '/import.csv',
    { query: patientQuery, reply: { 200: importReply }, bodyLimit: IMPORT_LIMITS.bytes },
    async ({ query }, request) => {
      const upload = uploadedStream(request, {
        maxBytes: IMPORT_LIMITS.bytes,
        tooLarge: TOO_LARGE,
        notAFile: NOT_CSV,
      });
      return csv.importCsv(request.userId, upload, query.paciente_id);
    },
  );
}
