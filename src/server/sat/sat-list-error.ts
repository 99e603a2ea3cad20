import { AppError } from '../lib/app-error';

/** An official file that cannot be read as its list; a 400 with the Spanish reason from labels/sat-lists. */
export class SatListFormatError extends AppError {
  constructor(message: string, cause?: unknown) {
    super('VALIDATION', { message, cause });
    this.name = 'SatListFormatError';
  }
}
