import { StatusBadge } from '../../../components/StatusBadge';

/** A run's outcome as the log badges show it (spec 00 section 4: SUCCESS as Success, else Failed). */
export const SuccessTag = ({ ok }: { ok: boolean }) => <StatusBadge status={ok ? 'SUCCESS' : 'FAILED'} />;
