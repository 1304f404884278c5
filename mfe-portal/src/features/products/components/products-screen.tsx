import { EmptyState, PageHeader } from '@studio/ui';
import { paths, portalStep } from '@studio/web';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import { texts } from '../../../texts.ts';

const productsTexts = {
  title: 'Τα Προϊόντα μου',
  subtitle: 'Τα προϊόντα από τα οποία γράφονται οι αναρτήσεις σας.',
  upcoming: 'Εδώ θα επιλέγετε τα προϊόντα σας και θα δημιουργείτε νέα με τη βοήθεια της τεχνητής νοημοσύνης.',
} as const;

/**
 * Step 2 (SPEC §2 Products): the frame of the screen; the product grid comes in its own issue.
 * Previous and Continue go where SPEC §2 names them, whichever prefix is in use.
 */
export function ProductsScreen() {
  return (
    <section>
      <PageHeader title={productsTexts.title} subtitle={productsTexts.subtitle} />
      <EmptyState title={texts.comingSoon} description={productsTexts.upcoming} />
      <StepNavigation previous={paths.businessSettings} next={portalStep('/business', 'platforms')} />
    </section>
  );
}
