import { EmptyState } from '@studio/ui';
import { portalStep } from '@studio/web';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import { texts } from '../../../texts.ts';
import { facebookTexts } from '../texts.ts';

/** /portal/facebook-pages (SPEC §2): the frame of the screen; fetching pages comes in its own issue. */
export function FacebookPagesScreen() {
  return (
    <StandalonePage
      title={facebookTexts.pages.title}
      subtitle={facebookTexts.pages.subtitle}
      back={{ to: portalStep('/portal', 'platforms'), label: texts.back }}
    >
      <EmptyState title={texts.comingSoon} description={facebookTexts.pages.upcoming} />
    </StandalonePage>
  );
}
