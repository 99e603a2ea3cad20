import { ZUserMe } from '../domain/user';
import { envelope } from './envelope';

export const ZUserMeResponse = envelope(ZUserMe);
