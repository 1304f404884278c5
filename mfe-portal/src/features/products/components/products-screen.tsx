import type { AccountProduct } from '@studio/contracts';
import { Alert, Button, CenteredSpinner, EmptyState, Row, Stack, toast } from '@studio/ui';
import { PageHeader } from '@studio/ui/content';
import { errorMessage, paths, portalStep } from '@studio/web';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { StepNavigation } from '../../../components/step-navigation.tsx';
import { texts } from '../../../texts.ts';
import { useAccountProducts } from '../api/get-account-products.ts';
import { removeAccountProduct } from '../api/remove-account-product.ts';
import { productsTexts } from '../texts.ts';
import { canContinue } from '../utils/can-continue.ts';
import { AiCreateDialog } from './ai-create-dialog.tsx';
import { CatalogDialog } from './catalog-dialog.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductPreviewDialog } from './product-preview-dialog.tsx';

type Open = { kind: 'catalog' } | { kind: 'ai' } | { kind: 'preview'; id: number; editing: boolean } | null;

/**
 * Step 2: the account's products as cards, the counter, adding from the catalogue,
 * AI creation, the preview dialog; Previous to /business/settings and Continue to /business/platforms,
 * which needs at least one product.
 */
export function ProductsScreen() {
  const { data, error, isLoading, mutate } = useAccountProducts();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const products: AccountProduct[] = data?.products ?? [];
  const previewed = open?.kind === 'preview' ? products.find((p) => p.id === open.id) : undefined;
  const refresh = () => void mutate();

  const remove = async (id: number) => {
    setRemoving(id);
    try {
      await removeAccountProduct(id);
      toast.success(productsTexts.removed);
      await mutate();
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, (failure as Error).message) });
    } finally {
      setRemoving(null);
    }
  };

  const next = () => {
    if (!canContinue(products)) {
      toast.warning(productsTexts.continueBlocked);
      return;
    }
    navigate(portalStep('/business', 'platforms'));
  };

  return (
    <section>
      <PageHeader
        title={productsTexts.title}
        subtitle={productsTexts.subtitle}
        actions={
          <Row $gap="sm">
            <Button variant="secondary" onClick={() => setOpen({ kind: 'catalog' })}>
              {productsTexts.catalog.open}
            </Button>
            <Button onClick={() => setOpen({ kind: 'ai' })}>{productsTexts.ai.open}</Button>
          </Row>
        }
      />
      {isLoading && <CenteredSpinner label={texts.loading} />}
      {error && !isLoading && (
        <Stack $align="flex-start">
          <Alert tone="danger">{productsTexts.loadFailed}</Alert>
          <Button variant="secondary" onClick={refresh}>
            {productsTexts.retry}
          </Button>
        </Stack>
      )}
      {data && (
        <Stack $gap="lg">
          <Counter aria-live="polite">{productsTexts.count(products.length)}</Counter>
          {products.length === 0 ? (
            <EmptyState title={productsTexts.empty} description={productsTexts.emptyHint} />
          ) : (
            <Grid aria-label={productsTexts.gridLabel}>
              {products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  removing={removing === product.id}
                  onPreview={() => setOpen({ kind: 'preview', id: product.id, editing: false })}
                  onEdit={() => setOpen({ kind: 'preview', id: product.id, editing: true })}
                  onRemove={() => void remove(product.id)}
                />
              ))}
            </Grid>
          )}
        </Stack>
      )}

      <StepNavigation
        previous={paths.businessSettings}
        nextSlot={
          // Until the list has come, nobody knows whether a product is chosen: Continue waits for it.
          <Button onClick={next} disabled={!data}>
            {texts.continue}
            <span aria-hidden>→</span>
          </Button>
        }
      />

      {open?.kind === 'catalog' && (
        <CatalogDialog owned={products} onClose={() => setOpen(null)} onAdded={refresh} />
      )}
      {open?.kind === 'ai' && (
        <AiCreateDialog
          onClose={() => setOpen(null)}
          onCreated={() => {
            setOpen(null);
            refresh();
          }}
        />
      )}
      {previewed && (
        <ProductPreviewDialog
          key={previewed.id}
          product={previewed}
          editing={open?.kind === 'preview' && open.editing}
          onClose={() => setOpen(null)}
          onChanged={refresh}
        />
      )}
    </section>
  );
}

const Counter = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
