import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import type { ServerEnv } from '../core/context';
import { problem } from './problem';

/** Wildcard ranges count; a range with `q=0` ("not this") admits nothing (RFC 9110 §12.5.1). */
function covers(range: string, type: string): boolean {
  if (range === '*/*' || range === type) return true;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1));
}

/**
 * 406 unless the request's `Accept` admits one of the media types the operation answers with on
 * success, as a server generated from the published description does (docs/MUSEUM.md "Content
 * negotiation"). No `Accept` header accepts anything. Hono's own matcher treats the any-type range as
 * "no preference" rather than as a match, so the ranges are matched here.
 */
export function answersWith(...offered: [string, ...string[]]): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const chosen = accepts(c, {
      header: 'Accept',
      supports: offered,
      default: offered[0],
      match: (ranges, { supports }) =>
        supports.find((type) =>
          ranges.some((range) => range.q > 0 && covers(range.type.toLowerCase(), type)),
        ) ?? '',
    });
    if (!chosen) {
      return problem(c, 406, 'Not Acceptable', {
        detail: `This operation answers with ${offered.join(', ')}; the request's Accept excludes it.`,
      });
    }
    await next();
  };
}

/** What every museum operation but the QR image and delete answers with on success. */
export const JSON_TYPE = 'application/json';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * 415 for a write whose body is not declared as JSON: every museum request body is
 * `application/json`. An empty body passes (it then reads as `{}` and fails on its fields).
 */
export const requireJsonBody: MiddlewareHandler<ServerEnv> = async (c, next) => {
  if (c.req.method === 'POST' || c.req.method === 'PATCH' || c.req.method === 'PUT') {
    const text = await c.req.text();
    const type = c.req.header('Content-Type') ?? '';
    if (text.trim() !== '' && !JSON_MEDIA_TYPE.test(type)) {
      return problem(c, 415, 'Unsupported Media Type', {
        detail: 'Send the request body as application/json.',
      });
    }
  }
  await next();
};
