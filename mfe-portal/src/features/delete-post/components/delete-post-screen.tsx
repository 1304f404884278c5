import { Card, Stack } from '@studio/ui';
import { portalStep, useDocumentTitle } from '@studio/web';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import { BusinessGuard } from '../../auth/index.ts';
import { deletePostTexts } from '../texts.ts';
import { DeletePostForm, DeletePostNotices } from './delete-post-form.tsx';

/**
 * /business/delete-post: only for a verified business_admin, so it brings its own guard,
 * which shows a spinner while it checks and otherwise leaves for /business/login.
 */
export function DeletePostScreen() {
  useDocumentTitle(deletePostTexts.title);
  return (
    <BusinessGuard>
      <StandalonePage
        title={deletePostTexts.title}
        subtitle={deletePostTexts.subtitle}
        back={{ to: portalStep('/business', 'campaigns'), label: deletePostTexts.backToCampaigns }}
      >
        <Stack $gap="lg">
          <DeletePostNotices />
          <Card>
            <DeletePostForm />
          </Card>
        </Stack>
      </StandalonePage>
    </BusinessGuard>
  );
}
