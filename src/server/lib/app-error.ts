import { ERRORS, type ErrorCode } from '../../shared/contracts/errors';
import type { TFieldErrors } from '../../shared/contracts/envelope';
import type { TPasswordPolicy } from '../../shared/domain/auth-policy';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: TFieldErrors | undefined;
  readonly policies: TPasswordPolicy[] | undefined;

  constructor(code: ErrorCode, options: { message?: string; fields?: TFieldErrors; policies?: TPasswordPolicy[]; cause?: unknown } = {}) {
    super(options.message ?? ERRORS[code].mensaje, { cause: options.cause });
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.policies = options.policies;
  }
}
