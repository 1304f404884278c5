import type { AccountProduct } from '@studio/contracts';
import { Alert, Button, CenteredSpinner, EmptyState, Input, MutedText, toast } from '@studio/ui';
import { Dialog } from '@studio/ui/dialogs';
import { errorMessage, useDebouncedValue } from '@studio/web';
import { useState } from 'react';
import styled from 'styled-components';
import { texts } from '../../../texts.ts';
import { addAccountProduct } from '../api/add-account-product.ts';
import { CATALOG_PAGE_SIZE, useCatalogProducts } from '../api/get-catalog-products.ts';
import { productsTexts } from '../texts.ts';
import { resolveImageUrl } from '../utils/image-url.ts';

const t = productsTexts.catalog;

type CatalogDialogProps = {
  /** What the account already has, so those products show as added. */
  owned: readonly AccountProduct[];
  onClose: () => void;
  onAdded: () => void;
};

/**
 * The active catalogue products with an add button each, a page
 * at a time by name, with a search of names and descriptions.
 */
export function CatalogDialog({ owned, onClose, onAdded }: CatalogDialogProps) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  // A page number belongs to one search; another search starts on its first page.
  const [position, setPosition] = useState({ search: settledSearch, page: 1 });
  const page = position.search === settledSearch ? position.page : 1;
  const { data, error, isLoading } = useCatalogProducts(page, settledSearch);
  const [adding, setAdding] = useState<number | null>(null);
  const ownedIds = new Set(owned.map((product) => product.originalProductId));
  const products = data?.products ?? [];
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / CATALOG_PAGE_SIZE));
  const goTo = (target: number) => setPosition({ search: settledSearch, page: target });

  const add = async (id: number, name: string) => {
    setAdding(id);
    try {
      await addAccountProduct(id);
      toast.success(t.addedToast(name));
      onAdded();
    } catch (failure) {
      toast.error(texts.errorTitle, { description: errorMessage(failure, (failure as Error).message) });
    } finally {
      setAdding(null);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={t.description}
      maxWidth="800px"
      closeLabel={t.close}
    >
      <Search
        type="search"
        aria-label={t.search}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {isLoading && <CenteredSpinner label={texts.loading} />}
      {error && <Alert tone="danger">{t.loadFailed}</Alert>}
      {data && products.length === 0 && <EmptyState title={settledSearch ? t.noMatch : t.empty} />}
      {products.length > 0 && (
        <List aria-label={t.title}>
          {products.map((product) => {
            const image = resolveImageUrl(product.imagePath);
            const has = ownedIds.has(product.id);
            return (
              <Item key={product.id} aria-label={product.name}>
                <Thumb>{image && <img src={image} alt="" />}</Thumb>
                <div>
                  <strong>{product.name}</strong>
                  {product.categoryName && <MutedText>{product.categoryName}</MutedText>}
                </div>
                <Button
                  size="sm"
                  variant={has ? 'secondary' : 'primary'}
                  disabled={has || adding !== null}
                  loading={adding === product.id}
                  aria-label={`${has ? t.added : t.add}: ${product.name}`}
                  onClick={() => void add(product.id, product.name)}
                >
                  {has ? t.added : t.add}
                </Button>
              </Item>
            );
          })}
        </List>
      )}
      {pageCount > 1 && (
        <Pages aria-label={t.pages}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t.previous}
          </Button>
          <PageOf aria-live="polite">{t.page(page, pageCount)}</PageOf>
          <Button size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
            {t.next}
          </Button>
        </Pages>
      )}
    </Dialog>
  );
}

const Search = styled(Input)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Pages = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const PageOf = styled.span`
  white-space: nowrap;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  align-items: center;
  /* A long Greek word of a name breaks rather than running under the button. */
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Thumb = styled.div`
  width: 56px;
  height: 56px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
