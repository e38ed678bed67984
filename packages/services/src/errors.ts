/**
 * What a use case can refuse, each with the Spanish text the person reads. Services throw these and know
 * nothing of HTTP; the server's one error mapper turns each kind into its status, the bot into a reply.
 */
export abstract class DomainError extends Error {
  abstract readonly kind:
    'invalid' | 'not_found' | 'gone' | 'conflict' | 'forbidden' | 'unauthenticated' | 'rate_limited';

  constructor(readonly detail: string) {
    super(detail);
    this.name = new.target.name;
  }
}

/** The input breaks a rule (beyond what the request's shape could tell). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
}

/** The thing does not exist, or is not the caller's: both read the same, so ids reveal nothing. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

/** The thing existed and no longer serves: a link that expired or was used up. */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** The request clashes with what is stored (a taken e-mail, a full list). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** No valid session, or wrong credentials. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';

  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(detail);
  }
}
