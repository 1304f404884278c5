import { zodResolver } from '@hookform/resolvers/zod';
import { IMAGE_SEARCH_DAILY_QUOTA, type SearchImagesResponse } from '@studio/contracts';
import { Alert, Button, Card, EmptyState, Field, Input, MutedText, Stack, Textarea, toast } from '@studio/ui';
import { TileGrid } from '@studio/ui/content';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { SearchIcon } from '../../../components/icons.tsx';
import { OfflineNotes } from '../../../components/offline-notes.tsx';
import { SearchImagesRequest, searchProductImages } from '../api/search-product-images.ts';
import { SearchResultCard } from './search-result-card.tsx';

/** At most twenty results, as the screen states it. */
const MAX_RESULTS = 20;
const SEARCH_FAILED = 'Failed to search images';

type Outcome = { kind: 'found'; answer: SearchImagesResponse } | { kind: 'failed'; message: string } | null;

/**
 * The page of /admin/image-test (the dashboard frame around it): tries the web image search of the AI
 * product flow and shows how it ranks images.
 */
export function ImageTestSection() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({
    resolver: zodResolver(SearchImagesRequest),
    defaultValues: { productName: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const fail = (message: string) => {
    setOutcome({ kind: 'failed', message });
    toast.error(SEARCH_FAILED, { description: message });
  };

  const onSubmit = form.handleSubmit(async (input) => {
    setOutcome(null);
    let answer: SearchImagesResponse;
    try {
      answer = await searchProductImages(input);
    } catch (error) {
      fail(errorMessage(error, SEARCH_FAILED));
      return;
    }
    if (!answer.success) {
      fail(answer.error || SEARCH_FAILED);
      return;
    }
    setOutcome({ kind: 'found', answer });
    toast.success('Image search complete', { description: foundText(answer) });
  });

  return (
    <Page>
      <Stack $gap="xl">
        <Card as="section" aria-labelledby="image-search-heading">
          <Stack $gap="lg">
            <div>
              <Heading id="image-search-heading">Search</Heading>
              <Muted $size="body">
                Results come from a web image search service: up to {MAX_RESULTS} images per search,{' '}
                {IMAGE_SEARCH_DAILY_QUOTA} free searches per day. Each image is rated for quality and
                relevance to the product.
              </Muted>
            </div>
            <OfflineNotes show={['writer', 'images']} />
            <Stack as="form" $gap="lg" onSubmit={onSubmit} noValidate>
              <Field label="Product name" error={errors.productName?.message}>
                <Input
                  autoComplete="off"
                  placeholder="e.g. Hyaluronic acid filler"
                  {...form.register('productName')}
                />
              </Field>
              <Field
                label="Description (optional)"
                hint="Helps rank the images; the product name alone works too."
              >
                <Textarea rows={3} {...form.register('description')} />
              </Field>
              <div>
                <Button type="submit" loading={isSubmitting}>
                  <SearchIcon size={16} />
                  {isSubmitting ? 'Searching...' : 'Search Images'}
                </Button>
              </div>
            </Stack>
          </Stack>
        </Card>

        {outcome?.kind === 'failed' && (
          <Alert tone="danger" title={SEARCH_FAILED}>
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'found' && <Results answer={outcome.answer} />}
      </Stack>
    </Page>
  );
}

function foundText(answer: SearchImagesResponse): string {
  return `Found ${answer.totalFound} images, ranked ${answer.totalRanked}.`;
}

function Results({ answer }: { answer: SearchImagesResponse }) {
  return (
    <section aria-labelledby="image-results-heading">
      <ResultsHeader>
        <Heading id="image-results-heading">Results</Heading>
        <Muted $size="body" role="status">
          {foundText(answer)}
        </Muted>
        {answer.searchNote && <Note>{answer.searchNote}</Note>}
      </ResultsHeader>
      {answer.images.length === 0 ? (
        <EmptyState title="No images found" description="Try another product name or add a description." />
      ) : (
        <TileGrid $min="240px" $gap="lg" aria-label="Found images">
          {answer.images.map((image, index) => (
            <SearchResultCard key={image.id} image={image} position={index + 1} />
          ))}
        </TileGrid>
      )}
    </section>
  );
}

const Page = styled.div`
  max-width: 1200px;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
`;

const Muted = styled(MutedText)`
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-style: italic;
`;

const ResultsHeader = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
