import { EmptyState } from '@studio/ui';
import { portalStep } from '@studio/web';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import { texts } from '../../../texts.ts';
import { facebookTexts } from '../texts.ts';

/** /facebook-test (SPEC §2): the frame of the screen; the login buttons come in their own issue. */
export function FacebookTestScreen() {
  return (
    <StandalonePage
      title={facebookTexts.test.title}
      subtitle={facebookTexts.test.subtitle}
      back={{ to: portalStep('/portal', 'platforms'), label: facebookTexts.test.backToPlatforms }}
    >
      <EmptyState title={texts.comingSoon} description={facebookTexts.test.upcoming} />
    </StandalonePage>
  );
}
