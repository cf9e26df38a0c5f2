import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The content types a file body may come with: the SPA sends any file as octet-stream. */
export const fileContentTypes = [
  'text/csv',
  'application/octet-stream',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Reads a file body as bytes, up to `maxBytes` (beyond: 413, `tooLarge`), JSON bodies as before. */
export function acceptFileBodies(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    fileContentTypes,
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** Whether the request says its body is a file. */
export function sendsFile(request: FastifyRequest): boolean {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return mediaType !== undefined && fileContentTypes.includes(mediaType);
}
