import { PublicFrame } from '../components/PublicFrame';
import { PrivacyContent } from '../components/LegalDocuments';

export function PrivacyPage() {
  return (
    <PublicFrame title="Privacy policy">
      <PrivacyContent />
    </PublicFrame>
  );
}
