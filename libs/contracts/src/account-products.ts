import { z } from 'zod';
import { MAX_ID } from './errors.ts';
import { productSheetSchema } from './product-sheet.ts';
import { wholeNumber } from './query.ts';

/**
 * A catalogue product chosen by a business, with the business's own name and description when it set
 * them. The displayed name and description are the custom ones when present.
 */
export const AccountProduct = z.object({
  id: z.number().int(),
  originalProductId: z.number().int(),
  originalName: z.string(),
  customName: z.string().nullable(),
  originalDescription: z.string(),
  customDescription: z.string().nullable(),
  originalImagePath: z.string().nullable(),
  customImagePath: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  status: z.string(),
  /** What the writer may say of it: the business's own sheet, or the one read from its texts. */
  factSheet: productSheetSchema,
  /** Whether the business corrected the sheet (false: read from the name, category and description). */
  factSheetEdited: z.boolean(),
  createdAt: z.string(),
});
export type AccountProduct = z.infer<typeof AccountProduct>;

export const displayName = (p: Pick<AccountProduct, 'customName' | 'originalName'>) =>
  p.customName || p.originalName;
export const displayDescription = (p: Pick<AccountProduct, 'customDescription' | 'originalDescription'>) =>
  p.customDescription || p.originalDescription;

/** GET /api/v2/account-products */
export const AccountProductsResponse = z.object({ success: z.boolean(), products: z.array(AccountProduct) });
export type AccountProductsResponse = z.infer<typeof AccountProductsResponse>;

/** POST /api/v2/account-products: add a catalogue product to the account. */
export const AddAccountProductRequest = z.object({
  originalProductId: wholeNumber(
    z
      .number({ error: 'Product is required' })
      .int()
      .positive('Product is required')
      .max(MAX_ID, 'Product not found'),
  ),
});
export type AddAccountProductRequest = z.input<typeof AddAccountProductRequest>;

/** A text sent empty (or spaces only) clears it back to the original's, rather than failing its length check. */
const clearable = (text: z.ZodString) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(text.nullable())
    .nullish();

/** PATCH /api/v2/account-products/{id} */
export const UpdateAccountProductRequest = z.object({
  customName: clearable(z.string().trim().min(2, 'Product name must be at least 2 characters.').max(200)),
  customDescription: clearable(
    z.string().trim().min(10, 'Description must be at least 10 characters.').max(5000),
  ),
  /** The corrected fact sheet; null reads it again from the product's texts. */
  factSheet: productSheetSchema.nullish(),
});
export type UpdateAccountProductRequest = z.input<typeof UpdateAccountProductRequest>;

export const AccountProductResponse = z.object({
  success: z.boolean(),
  product: AccountProduct,
  message: z.string(),
});
export type AccountProductResponse = z.infer<typeof AccountProductResponse>;

/** An image of an account product. Id 0 is the catalogue's image, shown read-only. */
export const AccountProductImage = z.object({ id: z.number().int(), imagePath: z.string() });
export type AccountProductImage = z.infer<typeof AccountProductImage>;

/** GET /api/v2/account-products/{id}/images */
export const AccountProductImagesResponse = z.object({
  success: z.boolean(),
  images: z.array(AccountProductImage),
});
export type AccountProductImagesResponse = z.infer<typeof AccountProductImagesResponse>;

/** POST /api/v2/account-products/{id}/images (multipart, field `image`) */
export const AccountProductImageResponse = z.object({ success: z.boolean(), image: AccountProductImage });
export type AccountProductImageResponse = z.infer<typeof AccountProductImageResponse>;

export const accountProductMessages = {
  aiName: 'Παρακαλώ εισάγετε όνομα προϊόντος',
  aiImages: 'Παρακαλώ επιλέξτε τουλάχιστον μια εικόνα',
} as const;

/**
 * POST /api/v2/account-products/ai: the business's AI creation dialog saves its product, with the
 * images /api/save-product-images stored ('/uploads/…'), the first being the main one.
 */
export const CreateAiAccountProductRequest = z.object({
  name: z
    .string({ error: accountProductMessages.aiName })
    .trim()
    .min(1, accountProductMessages.aiName)
    .max(200, 'Product name must be at most 200 characters.'),
  description: z
    .string({ error: 'Description must be at least 10 characters.' })
    .trim()
    .min(10, 'Description must be at least 10 characters.')
    .max(5000, 'Description must be at most 5000 characters.'),
  imagePaths: z
    .array(z.string().max(2000), { error: accountProductMessages.aiImages })
    .min(1, accountProductMessages.aiImages)
    .max(20, 'At most 20 images'),
});
export type CreateAiAccountProductRequest = z.input<typeof CreateAiAccountProductRequest>;
