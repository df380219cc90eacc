import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { ServerEnv } from '../core/context';

/** One problem with one request field; `field` is a dotted path such as `dates.1`. */
export interface ProblemField {
  field: string;
  message: string;
}

type ProblemStatus = 400 | 401 | 404 | 406 | 415 | 500;

/**
 * An `application/problem+json` answer. `type` is the literal "object" because that is what the
 * published description's example shows (docs/MUSEUM.md "Errors"); `detail` and `errors` are
 * extension members [assumed] so the client can show which field is wrong.
 */
export function problem(
  c: Context,
  status: ProblemStatus,
  title: string,
  extra: { detail?: string; errors?: ProblemField[] } = {},
  headers: Record<string, string> = {},
) {
  return c.json({ type: 'object', title, ...extra }, status, {
    'Content-Type': 'application/problem+json',
    ...headers,
  });
}

function fieldOf(issue: v.BaseIssue<unknown>): ProblemField {
  const field = v.getDotPath(issue) ?? '';
  // valibot's own "Invalid key: Expected …" text reads badly for a field that was simply left out.
  const missing = issue.input === undefined && issue.kind === 'schema';
  return { field, message: missing ? `${field} is required` : issue.message };
}

/** Hono's validator with a valibot schema; a misfit is a 400 problem naming each bad field. */
export function validated<Target extends 'json' | 'query', Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value, c): v.InferOutput<Schema> | Response => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    const errors = result.issues.map(fieldOf);
    const detail = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
    return problem(c, 400, 'Validation failed', { detail, errors });
  });
}

/**
 * Every museum error as problem+json: Hono's basic-auth middleware and JSON validator throw
 * HTTPExceptions whose own bodies are plain text.
 */
export const answerWithProblem: ErrorHandler<ServerEnv> = (error, c) => {
  if (error instanceof HTTPException && error.status === 401) {
    const challenge = error.getResponse().headers.get('WWW-Authenticate') ?? 'Basic';
    return problem(
      c,
      401,
      'Unauthorized',
      { detail: 'Send the museum username and password.' },
      {
        'WWW-Authenticate': challenge,
      },
    );
  }
  if (error instanceof HTTPException && error.status === 400) {
    return problem(c, 400, 'Malformed JSON', { detail: 'The request body is not valid JSON.' });
  }
  console.error('Museum route failed:', error);
  return problem(c, 500, 'Internal server error');
};
