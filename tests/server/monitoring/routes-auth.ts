import { Hono } from 'hono';
import * as v from 'valibot';
import type { ServerContext } from '../core/context';
import { apiError } from './api-error';
import { DEMO_ACCOUNT, issueToken } from './auth';
import { type MonitoringEnv, TERMS } from './envelope';
import { addressKey, rateLimit, readJsonBody } from './middleware';
import { validate } from './validation';

const LoginRequest = v.object({
  email: v.pipe(v.string('email must be a string'), v.trim(), v.nonEmpty('email is required')),
  password: v.pipe(v.string('password must be a string'), v.nonEmpty('password is required')),
});

/** POST /auth/login: the only route without a bearer token, so it is limited per address. */
export function authRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  app.post('/login', rateLimit(server, addressKey), readJsonBody, async (c) => {
    const { email, password } = validate(LoginRequest, c.get('body'));
    const known = email.toLowerCase() === DEMO_ACCOUNT.email && password === DEMO_ACCOUNT.password;
    if (!known) throw apiError(403, 'Invalid email or password');
    const { token, expiresIn, expiresAt } = await issueToken(
      server,
      DEMO_ACCOUNT.email,
      new Date(),
    );
    const requestedBy = DEMO_ACCOUNT.email;
    return c.json({ token, tokenType: 'Bearer', expiresIn, expiresAt, requestedBy, terms: TERMS });
  });
  return app;
}
