import { EmptyState } from '@studio/ui';
import { portalStep } from '@studio/web';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import { texts } from '../../../texts.ts';
import { BusinessGuard } from '../../auth/index.ts';

const deletePostTexts = {
  title: 'Διαγραφή ανάρτησης',
  subtitle: 'Διαγραφή μιας δημοσιευμένης ανάρτησης από το Facebook ή το Instagram.',
  upcoming: 'Εδώ θα διαγράφετε μια δημοσιευμένη ανάρτηση με τον κωδικό της.',
  backToCampaigns: 'Επιστροφή στις καμπάνιες',
} as const;

/**
 * /business/delete-post (SPEC §2): only for a verified business_admin, so it brings its own guard.
 * The frame of the screen; the delete form comes in its own issue.
 */
export function DeletePostScreen() {
  return (
    <BusinessGuard>
      <DeletePostFrame />
    </BusinessGuard>
  );
}

function DeletePostFrame() {
  return (
    <StandalonePage
      title={deletePostTexts.title}
      subtitle={deletePostTexts.subtitle}
      back={{ to: portalStep('/business', 'campaigns'), label: deletePostTexts.backToCampaigns }}
    >
      <EmptyState title={texts.comingSoon} description={deletePostTexts.upcoming} />
    </StandalonePage>
  );
}
