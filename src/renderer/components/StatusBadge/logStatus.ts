export type LogStatusTone = 'warning' | 'success' | 'default' | 'error';

export interface LogStatusView {
  label: 'Pending' | 'Success' | 'Deleted' | 'Failed';
  tone: LogStatusTone;
}

/**
 * Spec 00 section 4: PENDING shows as a warning "Pending", SUCCESS as "Success", DELETED as
 * "Deleted", anything else as "Failed". Case is ignored so that "Success" from a newer log reads
 * the same.
 */
export function logStatusView(status: string | null | undefined): LogStatusView {
  switch ((status ?? '').trim().toUpperCase()) {
    case 'PENDING':
      return { label: 'Pending', tone: 'warning' };
    case 'SUCCESS':
      return { label: 'Success', tone: 'success' };
    case 'DELETED':
      return { label: 'Deleted', tone: 'default' };
    default:
      return { label: 'Failed', tone: 'error' };
  }
}
