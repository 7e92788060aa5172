import { isPersonalDataFileAvailable } from './personalDataFile';

/** A right-to-access request (001 §1): pending while the file is made, ready for 7 days, then expired. */
export interface PersonalDataRequest {
  id: string;
  status: 'pending' | 'ready' | 'expired';
  requestedAt: Date;
  /** When the file was ready; null while pending. */
  readyAt: Date | null;
  /** readyAt plus 7 days; null while pending. */
  expiresAt: Date | null;
}

/** The downloaded file: its name and its text. */
export interface PersonalDataFile {
  fileName: string;
  contents: string;
}

/** Whether the file can be downloaded at `now`: ready, and still inside its 7 days. */
export function canDownloadPersonalData(request: PersonalDataRequest, now: Date): boolean {
  return request.status === 'ready' && request.readyAt !== null && isPersonalDataFileAvailable(request.readyAt, now);
}
