import { zodResolver } from '@hookform/resolvers/zod';
import type { Category, ExamplePost, Product, ProductResponse } from '@studio/contracts';
import { CenteredSpinner, Field, Input, Select, Textarea, toast } from '@studio/ui';
import { Dialog, FormDialog } from '@studio/ui/dialogs';
import { errorMessage, HttpError, useUnsavedWork } from '@studio/web';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CreateProductRequest, type ProductFormValues, useCreateProduct } from '../api/create-product.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProduct } from '../api/get-product.ts';
import { UpdateProductRequest, useUpdateProduct } from '../api/update-product.ts';
import { FALLBACK_ERROR } from '../utils/messages.ts';
import { statusLabels } from '../utils/product-list.ts';
import { ExamplePostsEditor } from './example-posts-editor.tsx';
import { ImageInput } from './image-input.tsx';

/** Add Product: an empty form; the list refreshes after the product is created. */
export function AddProductDialog({ onClose }: { onClose: () => void }) {
  return <ProductForm onClose={onClose} />;
}

/**
 * Edit Product: loads the product as the server has it now (its example posts included), then
 * the form; a failed load says so and closes.
 */
export function EditProductDialog({ productId, onClose }: { productId: number; onClose: () => void }) {
  const { data, isValidating } = useProduct(productId, {
    // Always asked again (no cached copy, no de-duplication with the example posts viewer).
    revalidateOnMount: true,
    dedupingInterval: 0,
    onError: (error) => {
      toast.error('Failed to load product information', { description: errorMessage(error, FALLBACK_ERROR) });
      onClose();
    },
  });
  // The form starts from the first fresh answer and keeps it while the user types.
  const [loaded, setLoaded] = useState<ProductResponse | null>(null);
  if (!loaded && data && !isValidating) setLoaded(data);
  if (!loaded) {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title="Edit Product"
        dismissOnOutsideClick={false}
      >
        <CenteredSpinner label="Loading product" />
      </Dialog>
    );
  }
  return <ProductForm product={loaded.product} examplePosts={loaded.examplePosts} onClose={onClose} />;
}

type ProductFormProps = {
  product?: Product;
  examplePosts?: readonly ExamplePost[];
  onClose: () => void;
};

function ProductForm({ product, examplePosts = [], onClose }: ProductFormProps) {
  const editing = product !== undefined;
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const categories = useCategories().data?.categories ?? [];
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();

  const form = useForm({
    resolver: zodResolver(editing ? UpdateProductRequest : CreateProductRequest),
    defaultValues: {
      name: product?.name ?? '',
      publicName: product?.publicName ?? '',
      description: product?.description ?? '',
      status: product?.status ?? 'active',
      categoryId: product?.categoryId ? String(product.categoryId) : '',
      examplePosts: examplePosts.map((p) => ({ content: p.content, platform: p.platform })),
    } satisfies ProductFormValues,
  });
  const { errors, isSubmitting } = form.formState;
  useUnsavedWork(editing ? 'Edit Product' : 'Add Product', form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (input) => {
    setImageError(undefined);
    try {
      if (product) {
        const result = await updateProduct(product.id, input, image);
        toast.success('Product updated', { description: result.product.name });
      } else {
        const result = await createProduct(input, image);
        toast.success('Product created', { description: result.product.name });
      }
      onClose();
    } catch (error) {
      const description = errorMessage(error, FALLBACK_ERROR);
      toast.error(editing ? 'Error updating product' : 'Error creating product', { description });
      // Too large (413) or not an image (415): the image is what to change.
      if (error instanceof HttpError && (error.status === 413 || error.status === 415)) {
        setImageError(description);
      }
    }
  });

  return (
    <FormDialog
      title={editing ? 'Edit Product' : 'Add Product'}
      description={
        editing
          ? `Product ID ${product.id}`
          : 'A medical product of the catalogue, with example posts that inspire the AI.'
      }
      submitLabel={editing ? 'Save Changes' : 'Save Product'}
      busy={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label="Product name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field
        label="Public name (used in posts)"
        hint="Required when the name holds a prescription-only medicine (e.g. Botox): posts name the treatment instead."
        error={errors.publicName?.message}
      >
        <Input autoComplete="off" {...form.register('publicName')} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </Field>
      <Field label="Status" error={errors.status?.message}>
        <Select {...form.register('status')}>
          {(Object.keys(statusLabels) as (keyof typeof statusLabels)[]).map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Category" hint="Optional." error={errors.categoryId?.message}>
        <Select {...form.register('categoryId')}>
          <option value="">No category</option>
          {categoryOptions(categories, product).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </Select>
      </Field>
      <ImageInput
        file={image}
        onChange={(file) => {
          setImage(file);
          setImageError(undefined);
        }}
        currentPath={product?.imagePath}
        error={imageError}
      />
      <ExamplePostsEditor control={form.control} register={form.register} errors={errors.examplePosts} />
    </FormDialog>
  );
}

/** The categories to offer; the product's own stays choosable while the list is still loading. */
function categoryOptions(
  categories: readonly Category[],
  product?: Product,
): Pick<Category, 'id' | 'name'>[] {
  const own =
    product?.categoryId && product.categoryName
      ? { id: product.categoryId, name: product.categoryName }
      : null;
  if (!own || categories.some((c) => c.id === own.id)) return [...categories];
  return [own, ...categories];
}
