import { PublicFrame } from '../components/PublicFrame';
import { TermsContent } from '../components/LegalDocuments';

export function TermsPage() {
  return (
    <PublicFrame title="Terms and conditions">
      <TermsContent />
    </PublicFrame>
  );
}
