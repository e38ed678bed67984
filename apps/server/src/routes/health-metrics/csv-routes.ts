import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { importReply } from '@vitalia/contracts/replies';
import { metricsRequests } from '@vitalia/contracts/requests';
import { IMPORT_LIMITS, type Services } from '@vitalia/services';
import { HttpRefusal } from '../../plugins/error-handler';
import { schemaRoutes } from '../route-support';

const NOT_CSV = 'Envía el archivo como CSV (Content-Type: text/csv).';
const TOO_LARGE = `El archivo es demasiado grande (máximo ${IMPORT_LIMITS.bytes / (1024 * 1024)} MB).`;

/**
 * The upload as a stream that fails with a 413 once it passes `maxBytes`. The rest of the upload is still
 * read and thrown away, so the client finishes sending and then gets the answer (destroying the request
 * would cut the connection before any reply).
 */
function limitUpload(body: Readable, maxBytes: number): Readable {
  const limited = new PassThrough();
  let seen = 0;
  body.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (limited.destroyed) return;
    if (seen > maxBytes) {
      limited.destroy(new HttpRefusal(413, TOO_LARGE));
      return;
    }
    if (!limited.write(chunk)) body.pause();
  });
  limited.on('drain', () => body.resume());
  limited.on('close', () => body.resume());
  body.on('end', () => limited.end());
  body.on('error', (error) => limited.destroy(error));
  return limited;
}

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
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > IMPORT_LIMITS.bytes) throw new HttpRefusal(413, TOO_LARGE);
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw new HttpRefusal(415, NOT_CSV);
      return csv.importCsv(request.userId, limitUpload(body, IMPORT_LIMITS.bytes), query.paciente_id);
    },
  );
}
