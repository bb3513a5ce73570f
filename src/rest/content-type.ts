import type { RequestHandler } from 'express';
import { sendError } from './errors';

const BODY_TYPES = ['application/json', 'application/*+json', 'application/x-www-form-urlencoded'];

/** A request carries a body when it says so: a non-zero Content-Length, or a chunked transfer. */
const hasBody = (req: Parameters<RequestHandler>[0]) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * A body the facade cannot read (XML, text, or JSON sent without a Content-Type) was ignored before,
 * so a caller's fields silently went missing and a blank resource was created: it is a 415 naming
 * `Content-Type`, before anything runs.
 */
export const requireReadableBody: RequestHandler = (req, res, next) => {
  if (!hasBody(req) || req.is(BODY_TYPES)) return next();
  const sent = req.get('content-type');
  const message = sent ? `is ${sent}; send application/json or application/x-www-form-urlencoded` : 'is missing; the body must be sent as application/json or application/x-www-form-urlencoded';
  sendError(res, 415, `Content-Type ${message}`, [{ field: 'Content-Type', message }]);
};
