import { EmptyState, PageHeader } from '@studio/ui';
import { portalStep, usePortalPrefix } from '@studio/web';
import styled from 'styled-components';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import { texts } from '../../../texts.ts';

/** SPEC §2 gives the title and heading of this step in English. */
const campaignsTexts = {
  title: 'Campaigns',
  heading: 'Create Post',
  upcoming: 'Εδώ θα δημιουργείτε, θα προγραμματίζετε και θα διαχειρίζεστε τις αναρτήσεις σας.',
} as const;

/** Step 4 (SPEC §2 Campaigns): the frame of the screen; posts and scheduling come in their own issues. */
export function CampaignsScreen() {
  const prefix = usePortalPrefix();
  return (
    <section>
      <PageHeader title={campaignsTexts.title} />
      <Heading>{campaignsTexts.heading}</Heading>
      <EmptyState title={texts.comingSoon} description={campaignsTexts.upcoming} />
      <StepNavigation previous={portalStep(prefix, 'platforms')} />
    </section>
  );
}

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
`;
