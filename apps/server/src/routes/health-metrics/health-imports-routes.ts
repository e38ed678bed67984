import type { FastifyInstance } from 'fastify';
import { HEALTH_IMPORT_MESSAGES } from '@vitalia/contracts/health-imports';
import { healthImportReply, healthImportsReply } from '@vitalia/contracts/replies';
import { metricsRequests } from '@vitalia/contracts/requests';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';
import { uploadedStream } from './limit-upload';

const NOT_A_FILE = 'Envía el archivo como cuerpo de la solicitud (application/zip o text/csv).';

/**
 * `/imports/`: files from health apps (Apple Health's export.zip, a CSV with a column map), stored and
 * worked in the background; the page polls the job. Registered after the CSV routes, whose text/csv
 * parser (the body as a stream) this route shares.
 */
export function registerHealthImportRoutes(
  scope: FastifyInstance,
  { healthImports }: Pick<Services, 'healthImports'>,
  { maxBytes }: { maxBytes: number },
) {
  scope.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
    (_request, payload, done) => done(null, payload),
  );
  const tooLarge = HEALTH_IMPORT_MESSAGES.tooLarge(Math.floor(maxBytes / (1024 * 1024)));
  const routes = schemaRoutes(scope);
  const { healthImportQuery, healthImportParams, patientQuery } = metricsRequests;

  routes.post(
    '/imports/',
    { query: healthImportQuery, reply: { 202: healthImportReply }, bodyLimit: maxBytes },
    async ({ query }, request, reply) => {
      const upload = uploadedStream(request, { maxBytes, tooLarge, notAFile: NOT_A_FILE });
      const job = await healthImports.upload(
        request.userId,
        {
          pacienteId: query.paciente_id,
          format: query.format,
          columnMap: query.map,
          fileName: query.file_name,
        },
        upload,
      );
      return reply.code(202).send(job);
    },
  );

  routes.get(
    '/imports/',
    { query: patientQuery, reply: { 200: healthImportsReply } },
    async ({ query }, request) => ({
      imports: await healthImports.list(request.userId, query.paciente_id),
    }),
  );

  routes.get(
    '/imports/:id/',
    { params: healthImportParams, query: patientQuery, reply: { 200: healthImportReply } },
    async ({ params, query }, request) => healthImports.get(request.userId, params.id, query.paciente_id),
  );

  routes.post(
    '/imports/:id/confirm/',
    { params: healthImportParams, query: patientQuery, reply: { 202: healthImportReply } },
    async ({ params, query }, request, reply) =>
      reply.code(202).send(await healthImports.confirm(request.userId, params.id, query.paciente_id)),
  );

  routes.delete(
    '/imports/:id/',
    { params: healthImportParams, query: patientQuery, reply: { 200: healthImportReply } },
    async ({ params, query }, request) => healthImports.undo(request.userId, params.id, query.paciente_id),
  );
}
