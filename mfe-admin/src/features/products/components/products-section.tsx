import type { Product } from '@studio/contracts';
import { Button, CenteredSpinner, EmptyState, Row, Stack, toast } from '@studio/ui';
import { ConfirmDialog } from '@studio/ui/dialogs';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import { PlusIcon, SparklesIcon } from '../../../components/icons.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SearchField, Toolbar, ToolbarSelect } from '../../../components/search-toolbar.tsx';
import { useDeleteProduct } from '../api/delete-product.ts';
import { usePromoteProduct } from '../api/promote-product.ts';
import { useProductList } from '../hooks/use-product-list.ts';
import { FALLBACK_ERROR } from '../utils/messages.ts';
import { type SortOption, sortOptions } from '../utils/product-list.ts';
import { AiGenerateDialog } from './ai-generate-dialog.tsx';
import { ExamplePostsDialog } from './example-posts-dialog.tsx';
import { ImageViewerDialog } from './image-viewer-dialog.tsx';
import { Pagination } from './pagination.tsx';
import { AddProductDialog, EditProductDialog } from './product-dialog.tsx';
import { ProductsTable } from './products-table.tsx';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; productId: number }
  | { kind: 'ai' }
  | { kind: 'posts'; product: Product }
  | { kind: 'image'; product: Product & { imagePath: string } }
  | null;

/** Medical Products: the catalogue, its example posts and the dialogs that change it. */
export function ProductsSection() {
  const list = useProductList();
  const { products, error, isLoading } = list;
  const deleteProduct = useDeleteProduct();
  const promoteProduct = usePromoteProduct();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const close = () => setDialog(null);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await list.refresh();
    } catch {
      toast.error('Refresh failed', { description: 'Could not refresh products. Please try again.' });
    } finally {
      setRefreshing(false);
    }
  };

  const promote = async (product: Product) => {
    try {
      await promoteProduct(product.id);
      toast.success('Added to the shared catalogue', { description: product.name });
    } catch (failure) {
      toast.error('Could not share the product', { description: errorMessage(failure, FALLBACK_ERROR) });
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteProduct(toDelete.id);
      toast.success('Product deleted', { description: toDelete.name });
      setToDelete(null);
    } catch (failure) {
      toast.error('Error deleting product', { description: errorMessage(failure, FALLBACK_ERROR) });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack $gap="lg">
      <Toolbar>
        <SearchField
          label="Search products"
          placeholder="Search by name or description"
          value={list.search}
          onChange={list.setSearch}
        />
        <ToolbarSelect
          $minWidth={170}
          aria-label="Sort products"
          value={list.sort}
          onChange={(event) => list.setSort(event.target.value as SortOption)}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </ToolbarSelect>
        <Row $gap="sm">
          <Button variant="secondary" onClick={refresh} loading={refreshing}>
            Refresh
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'ai' })}>
            <SparklesIcon size={16} />
            AI Generate Product
          </Button>
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <PlusIcon size={16} />
            Add Product
          </Button>
        </Row>
      </Toolbar>

      {error && !products ? (
        <LoadError title="Could not load the products" error={error} onRetry={() => void list.retry()} />
      ) : isLoading || !products ? (
        <CenteredSpinner label="Loading products" />
      ) : list.total === 0 ? (
        <EmptyState
          title="No products found"
          description={
            list.search.trim() !== ''
              ? 'No product name or description matches this search.'
              : 'Add the first medical product, or let the AI create one.'
          }
        />
      ) : (
        <>
          <ProductsTable
            products={products}
            onViewImage={(product) =>
              product.imagePath &&
              setDialog({ kind: 'image', product: { ...product, imagePath: product.imagePath } })
            }
            onViewPosts={(product) => setDialog({ kind: 'posts', product })}
            onEdit={(product) => setDialog({ kind: 'edit', productId: product.id })}
            onDelete={setToDelete}
            onPromote={(product) => void promote(product)}
          />
          <Pagination list={list} />
        </>
      )}

      {dialog?.kind === 'add' && <AddProductDialog onClose={close} />}
      {dialog?.kind === 'edit' && <EditProductDialog productId={dialog.productId} onClose={close} />}
      {dialog?.kind === 'ai' && <AiGenerateDialog onClose={close} />}
      {dialog?.kind === 'posts' && <ExamplePostsDialog product={dialog.product} onClose={close} />}
      {dialog?.kind === 'image' && <ImageViewerDialog product={dialog.product} onClose={close} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete product"
        message={
          toDelete
            ? `Delete "${toDelete.name}"? Its example posts and images go with it. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        busy={deleting}
      />
    </Stack>
  );
}
