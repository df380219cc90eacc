/** The demo accounts both halves of the local server accept (also in README and .env.demo). */
export const DEMO_CREDENTIALS = {
  monitoring: { email: 'demo@example.com', password: 'demo' },
  museum: { username: 'demo', password: 'demo' },
};

/** `npm run server` and `npm start` listen here; .env.demo points the demo build at it. */
export const DEMO_PORT = 4010;
