import * as v from 'valibot';
import { envelopeOf, lenientId, lenientNumber } from './schemas-shared';

/*
 * Login and telephone codes: the published description names LoginRequest, LoginResponse and
 * TelephoneCodesResponse but shows none of their fields, so all are tolerant.
 */

/** The token's own message never echoes the value: a token must not reach an error text. */
const tokenText = v.pipe(v.string('the token is not a string'), v.nonEmpty('the token is empty'));

/**
 * CONTRACT.md: `{token, tokenType, expiresIn (s), expiresAt (ISO), requestedBy, terms}`. A real
 * service may spell the token `accessToken`/`access_token`, so those are read too.
 */
export const LoginResponseSchema = v.pipe(
  v.looseObject({
    token: v.optional(tokenText),
    accessToken: v.optional(tokenText),
    access_token: v.optional(tokenText),
    tokenType: v.optional(v.string()),
    expiresIn: v.optional(v.nullable(lenientNumber)),
    expiresAt: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const token = dataset.value.token ?? dataset.value.accessToken ?? dataset.value.access_token;
    if (token === undefined) {
      addIssue({ message: 'the answer has no token' });
      return NEVER;
    }
    const { expiresIn, expiresAt } = dataset.value;
    return { token, expiresIn: expiresIn ?? undefined, expiresAt: expiresAt ?? undefined };
  }),
);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** CONTRACT.md: `{id, country, iso: "GB", code: "+44"}`. */
const TelephoneCodeSchema = v.looseObject({
  id: v.optional(lenientId),
  country: v.optional(v.string()),
  iso: v.optional(v.string()),
  code: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
});
export type TelephoneCode = v.InferOutput<typeof TelephoneCodeSchema>;

export const TelephoneCodesResponseSchema = envelopeOf('telephoneCodes', TelephoneCodeSchema);
