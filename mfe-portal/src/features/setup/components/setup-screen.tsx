import { Alert, Button, CenteredSpinner, Stack } from '@studio/ui';
import { PageHeader } from '@studio/ui/content';
import { texts } from '../../../texts.ts';
import { useCompanyInfo } from '../api/get-company-info.ts';
import { setupTexts } from '../texts.ts';
import { CompanyInfoForm } from './company-info-form.tsx';

/** Step 1: the company information, prefilled from what was saved before. */
export function SetupScreen() {
  const { data, error, isLoading, mutate } = useCompanyInfo();

  return (
    <section>
      <PageHeader title={setupTexts.title} subtitle={setupTexts.subtitle} />
      {isLoading && <CenteredSpinner label={texts.loading} />}
      {error && !isLoading && (
        <Stack $align="flex-start">
          <Alert tone="danger">{setupTexts.loadFailed}</Alert>
          <Button variant="secondary" onClick={() => mutate()}>
            {setupTexts.retry}
          </Button>
        </Stack>
      )}
      {data && !error && <CompanyInfoForm saved={data.companyInfo} businessName={data.businessName} />}
    </section>
  );
}
