import { LinkButton, PageHeader } from '@studio/ui';
import { paths } from '@studio/web';
import styled from 'styled-components';
import { ArrowLeftIcon, ImageSearchIcon } from '../../../components/icons.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';

/** /admin/image-test: tries the image search of the AI product flow (built in its own issue). */
export function ImageTestScreen() {
  return (
    <Page>
      <PageHeader
        title="Image Search Test"
        subtitle="Search the web for product images and see how they are ranked."
        actions={
          <LinkButton to={paths.adminDashboard} variant="secondary">
            <ArrowLeftIcon size={16} />
            Back to dashboard
          </LinkButton>
        }
      />
      <SectionFrame
        title="Search"
        description="The image search form and its results will appear here."
        icon={<ImageSearchIcon size={22} />}
      />
    </Page>
  );
}

const Page = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
`;
