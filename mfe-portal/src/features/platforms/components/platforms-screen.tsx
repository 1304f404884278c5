import { EmptyState, PageHeader } from '@studio/ui';
import { portalStep } from '@studio/web';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import { texts } from '../../../texts.ts';

const platformsTexts = {
  title: 'Σύνδεση Πλατφόρμας',
  subtitle: 'Οι σελίδες Facebook και οι λογαριασμοί Instagram όπου δημοσιεύονται οι αναρτήσεις σας.',
  upcoming: 'Εδώ θα συνδέετε το Facebook και θα επιλέγετε σελίδες και λογαριασμούς Instagram.',
} as const;

/**
 * Step 3 (SPEC §2 Platforms): the frame of the screen; the Facebook card comes in its own issue.
 * Back and Continue go where SPEC §2 names them, whichever prefix is in use.
 */
export function PlatformsScreen() {
  return (
    <section>
      <PageHeader title={platformsTexts.title} subtitle={platformsTexts.subtitle} />
      <EmptyState title={texts.comingSoon} description={platformsTexts.upcoming} />
      <StepNavigation
        previous={portalStep('/portal', 'products')}
        previousLabel={texts.back}
        next={portalStep('/portal', 'campaigns')}
      />
    </section>
  );
}
