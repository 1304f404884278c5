import { EmptyState, LinkButton, PageHeader } from '@studio/ui';
import { portalStep } from '@studio/web';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import { texts } from '../../../texts.ts';
import { facebookTexts } from '../texts.ts';

/** /facebook-test (SPEC §2): the frame of the screen; the login buttons come in their own issue. */
export function FacebookTestScreen() {
  return (
    <StandalonePage>
      <PageHeader
        title={facebookTexts.test.title}
        subtitle={facebookTexts.test.subtitle}
        actions={
          <LinkButton to={portalStep('/portal', 'platforms')}>
            <span aria-hidden>←</span>
            {facebookTexts.test.backToPlatforms}
          </LinkButton>
        }
      />
      <EmptyState title={texts.comingSoon} description={facebookTexts.test.upcoming} />
    </StandalonePage>
  );
}
