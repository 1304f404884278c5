import { z } from 'zod';
import { MAX_ID } from './errors.ts';
import { queryCount, wholeNumber } from './query.ts';

export const ProductStatus = z.enum(['active', 'draft', 'archived']);
export type ProductStatus = z.infer<typeof ProductStatus>;

export const productMessages = {
  name: 'Product name must be at least 2 characters.',
  description: 'Description must be at least 10 characters.',
  examplePost: 'Example post cannot be empty',
  aiName: 'Please enter a product name',
  aiImages: 'At least one image is required',
  searchName: 'Please enter product name',
  publicNameRequired: (term: string) =>
    `The name holds “${term}”, which may not be advertised to the public: give a public name for posts without it.`,
} as const;

export const ExamplePost = z.object({
  id: z.number().int(),
  content: z.string(),
  platform: z.string(),
});
export type ExamplePost = z.infer<typeof ExamplePost>;

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name businesses read (Greek portal, posts); null: they read `name`. */
  nameEl: z.string().nullable(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof Category>;

export const Product = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name posts use, when the catalogue's holds a term the compliance rules block (e.g. a medicine's brand). */
  publicName: z.string().nullable(),
  description: z.string(),
  status: ProductStatus,
  /** A path under /uploads/ or null. */
  imagePath: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  /** The category's name as the viewer reads it: Greek for a business where the category has one. */
  categoryName: z.string().nullable(),
  /** The category's Greek name, whoever looks. */
  categoryNameEl: z.string().nullable(),
  examplePostsCount: z.number().int(),
  examplePosts: z.array(ExamplePost),
  /** The business that created it with AI: private to that account until the admin promotes it; null: the shared catalogue. */
  ownerAccountId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof Product>;

/** The orders of the admin product list; status puts active first, then draft, then the others. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'a-z', 'z-a', 'posts', 'status'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PRODUCTS_PAGE_SIZE = 100;

/** GET /api/products?page=&limit=&search=&sort=: one page of the list, found and ordered on the server. */
export const ProductsQuery = z.object({
  page: queryCount(1_000_000).optional(),
  limit: queryCount(MAX_PRODUCTS_PAGE_SIZE).default(20),
  search: z.string().trim().max(200).default(''),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

/** GET /api/products: every product the caller may see, or with `page` one page and the count of all that match. */
export const ProductsResponse = z.object({
  success: z.boolean(),
  products: z.array(Product),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
});
export type ProductsResponse = z.infer<typeof ProductsResponse>;

/** GET /api/products/{id} */
export const ProductResponse = z.object({
  success: z.boolean(),
  product: Product,
  examplePosts: z.array(ExamplePost),
});
export type ProductResponse = z.infer<typeof ProductResponse>;

/** POST/PUT /api/products answer. */
export const ProductMutationResponse = z.object({
  success: z.boolean(),
  product: Product,
  message: z.string(),
});
export type ProductMutationResponse = z.infer<typeof ProductMutationResponse>;

/** GET /api/categories */
export const CategoriesResponse = z.object({ success: z.boolean(), categories: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

/** An example post as a form sends it: text, or an object with its content. */
const ExamplePostInput = z.union([
  z.string(),
  z.object({ content: z.string(), platform: z.string().optional() }),
]);

/** A form that uploads one image, in its field `image`, with no text fields. */
export const ImageUploadForm = z.object({});

/**
 * The text fields of POST/PUT /api/products (multipart). `examplePosts` arrives as a JSON list;
 * the image arrives as the file field `image`, or as `imageUrl` (the AI flow: a saved /uploads path).
 */
export const ProductFields = z.object({
  name: z
    .string({ error: productMessages.name })
    .trim()
    .min(2, productMessages.name)
    .max(200, 'Product name must be at most 200 characters.'),
  description: z
    .string({ error: productMessages.description })
    .trim()
    .min(10, productMessages.description)
    .max(5000, 'Description must be at most 5000 characters.'),
  publicName: z.string().trim().max(200, 'Public name must be at most 200 characters.').optional(),
  status: ProductStatus.default('active'),
  categoryId: wholeNumber(z.number().int().positive().max(MAX_ID, 'Category not found')).optional(),
  examplePosts: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return [];
      try {
        const parsed = z
          .array(ExamplePostInput)
          .max(50, 'At most 50 example posts')
          .safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data.map((p) => (typeof p === 'string' ? { content: p } : p));
      } catch {
        // Reported below, as for any other shape.
      }
      ctx.addIssue({ code: 'custom', message: 'Example posts must be a JSON list of texts' });
      return z.NEVER;
    }),
  imageUrl: z.string().trim().max(2000).optional(),
});
export type ProductFields = z.input<typeof ProductFields>;

export const ProductImage = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  imagePath: z.string(),
  originalUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type ProductImage = z.infer<typeof ProductImage>;

/** GET /api/product-images/{originalProductId} */
export const ProductImagesResponse = z.object({ success: z.boolean(), images: z.array(ProductImage) });
/** POST /api/products/{originalProductId}/images */
export const ProductImageResponse = z.object({ success: z.boolean(), image: ProductImage });
export type ProductImageResponse = z.infer<typeof ProductImageResponse>;
/** GET /api/proxy-image/signed: the address an <img> tag shows the web image at. */
export const SignedProxyImageResponse = z.object({ src: z.string() });
export type SignedProxyImageResponse = z.infer<typeof SignedProxyImageResponse>;
export type ProductImagesResponse = z.infer<typeof ProductImagesResponse>;

/** An image found for a product, ranked: score out of 100, rank 1 is best. */
export const RankedImage = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  rank: z.number().int(),
  score: z.number().int().min(0).max(100),
  reason: z.string(),
  source: z.string().optional(),
});
export type RankedImage = z.infer<typeof RankedImage>;

/** POST /api/ai-create-product-preview */
export const AiPreviewRequest = z.object({
  productName: z.string({ error: productMessages.aiName }).trim().min(1, productMessages.aiName).max(200),
});
export type AiPreviewRequest = z.infer<typeof AiPreviewRequest>;

/**
 * POST /api/ai-create-product-preview/check: the verdict the save would give a name (and a description,
 * once written) of the AI creation dialog, asked as they are typed, so nothing is written for a name the
 * gate refuses.
 */
export const AiProductCheckRequest = z.object({
  productName: z.string().max(200),
  description: z.string().max(5000).optional(),
});
export type AiProductCheckRequest = z.infer<typeof AiProductCheckRequest>;

/** `refused` with the save's own reason (the caller's language) and the fields it names; else null and none. */
export const AiProductCheckResponse = z.object({
  success: z.boolean(),
  refused: z.boolean(),
  message: z.string().nullable(),
  fields: z.array(z.string()),
});
export type AiProductCheckResponse = z.infer<typeof AiProductCheckResponse>;

export const AiPreviewResponse = z.object({
  success: z.boolean(),
  description: z.string(),
  topImages: z.array(RankedImage),
  remainingImages: z.array(RankedImage),
  allValidImages: z.array(RankedImage),
  totalFound: z.number().int(),
  totalValid: z.number().int(),
  error: z.string().optional(),
});
export type AiPreviewResponse = z.infer<typeof AiPreviewResponse>;

/** POST /api/replace-product-image */
export const ReplaceImageRequest = z.object({
  productName: z.string().trim().min(1, productMessages.aiName).max(200),
  imageIndex: z.number().int().min(0).max(50),
  remainingImages: z.array(RankedImage).max(100),
  allValidImages: z.array(RankedImage).max(100),
  /** The images shown now, so a replacement is never one of them. */
  currentImages: z.array(RankedImage).max(100).default([]),
});
export type ReplaceImageRequest = z.input<typeof ReplaceImageRequest>;

export const ReplaceImageResponse = z.object({
  success: z.boolean(),
  replacementImage: RankedImage.nullable(),
  remainingImages: z.array(RankedImage),
  error: z.string().optional(),
});
export type ReplaceImageResponse = z.infer<typeof ReplaceImageResponse>;

/** POST /api/save-product-images: downloads the chosen images into storage. */
export const SaveImagesRequest = z.object({
  productName: z.string().trim().min(1, productMessages.aiName).max(200),
  description: z.string().max(5000).default(''),
  selectedImages: z
    .array(z.object({ url: z.string().min(1).max(2000), description: z.string().max(1000).optional() }))
    .min(1, productMessages.aiImages)
    .max(20, 'At most 20 images'),
});
export type SaveImagesRequest = z.input<typeof SaveImagesRequest>;

export const SavedImage = z.object({ imagePath: z.string(), originalUrl: z.string() });
export type SavedImage = z.infer<typeof SavedImage>;

export const SaveImagesResponse = z.object({ success: z.boolean(), downloadedImages: z.array(SavedImage) });
export type SaveImagesResponse = z.infer<typeof SaveImagesResponse>;

/** POST /api/search-product-images */
export const SearchImagesRequest = z
  .object({
    productName: z
      .string({ error: productMessages.searchName })
      .trim()
      .min(1, productMessages.searchName)
      .max(200),
    description: z.string().trim().max(2000).optional(),
  })
  .transform((v) => ({ ...v, description: v.description || `Business product: ${v.productName}` }));
export type SearchImagesRequest = z.input<typeof SearchImagesRequest>;

export const SearchImage = z.object({
  id: z.string(),
  url: z.string(),
  originalUrl: z.string(),
  description: z.string(),
  source: z.string(),
  quality: z.enum(['professional', 'amateur']),
  relevance: z.enum(['high', 'medium', 'low']),
});
export type SearchImage = z.infer<typeof SearchImage>;

export const SearchImagesResponse = z.object({
  success: z.boolean(),
  images: z.array(SearchImage),
  totalFound: z.number().int(),
  totalRanked: z.number().int(),
  searchNote: z.string(),
  error: z.string().optional(),
});
export type SearchImagesResponse = z.infer<typeof SearchImagesResponse>;

/** Limits both sides know. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_SEARCH_DAILY_QUOTA = 100;

/** GET /api/catalog/settings: the adapters in use, so screens can say when the offline ones answer. */
export const CatalogSettingsResponse = z.object({
  success: z.boolean(),
  writer: z.enum(['openai', 'offline']),
  model: z.string().nullable(),
  imageSearch: z.enum(['brave', 'google', 'openverse', 'offline']),
});
export type CatalogSettingsResponse = z.infer<typeof CatalogSettingsResponse>;
