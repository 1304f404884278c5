import { checkCompliance } from '@studio/ai';
import { type ProductFields, productMessages } from '@studio/contracts';
import { ApiError, badRequest, type KitEnv, requestSchemaOf, validationError } from '@studio/kit';
import type { Context } from 'hono';
import type { z } from 'zod';
import { refuseBlockedFields } from '../compliance/blocked-fields.ts';
import type { Storage } from '../storage/storage.ts';
import { fileOf, type ImageUpload, notAnImage, readImageUpload } from '../stored-files/upload.ts';

/** The multipart form of POST/PUT /api/products, checked. */
export type ProductForm = {
  fields: z.output<typeof ProductFields>;
  /** Whether the form sent these at all: on update, a field left out keeps its value. */
  sent: { examplePosts: boolean; categoryId: boolean; status: boolean; publicName: boolean };
  /** A new uploaded image, checked to be one. */
  upload: ImageUpload | null;
  /** An image this service already stored (the AI flow), as its '/uploads/…' path. */
  storedImagePath: string | null;
};

/** Reads a multipart body; a form that is not one is a 400, never a 500. */
export async function readForm(c: Context<KitEnv>): Promise<Record<string, string | File>> {
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch (error) {
    throw badRequest(`Malformed form data: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const text = (value: string | File | undefined) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Checks the text fields first and the image after, so a bad form is refused before anything is
 * stored. `mode` decides what an empty example post means: dropped on create, refused on update.
 */
export async function readProductForm(
  c: Context<KitEnv>,
  storage: Storage,
  mode: 'create' | 'update',
): Promise<ProductForm> {
  const form = await readForm(c);
  const key = mode === 'create' ? 'POST /api/products' : 'PUT /api/products/:id';
  const parsed = requestSchemaOf(key, 'form').safeParse({
    name: typeof form.name === 'string' ? form.name : undefined,
    publicName: typeof form.publicName === 'string' ? form.publicName : undefined,
    description: typeof form.description === 'string' ? form.description : undefined,
    status: text(form.status),
    categoryId: text(form.categoryId),
    examplePosts: text(form.examplePosts),
    imageUrl: text(form.imageUrl),
  });
  if (!parsed.success) throw validationError(parsed.error);
  const fields = parsed.data;
  refuseBlockedName(fields.name, fields.publicName);
  refuseBlockedFields(
    [
      { field: 'publicName', text: fields.publicName },
      { field: 'description', text: fields.description },
    ],
    'en',
  );
  const posts = fields.examplePosts.map((p) => ({ ...p, content: p.content.trim() }));
  if (mode === 'update' && posts.some((p) => p.content === '')) {
    const message = productMessages.examplePost;
    throw new ApiError(400, 'validation', message, [{ path: 'examplePosts', message }]);
  }
  fields.examplePosts = posts.filter((p) => p.content !== '');

  const file = fileOf(form.image);
  if (!file && typeof form.image === 'string' && form.image !== '') throw notAnImage();
  const upload = file ? await readImageUpload(file) : null;
  const storedImagePath =
    !upload && fields.imageUrl ? await checkStoredImage(storage, fields.imageUrl) : null;
  return {
    fields,
    sent: {
      examplePosts: 'examplePosts' in form,
      categoryId: 'categoryId' in form,
      status: text(form.status) !== undefined,
      publicName: 'publicName' in form,
    },
    upload,
    storedImagePath,
  };
}

/** The first term of the shipped compliance rules' `block` severity in a text, or null. */
const blockedTermIn = (text: string) =>
  checkCompliance(text).find((f) => f.severity === 'block')?.phrase ?? null;

/**
 * A product whose name holds a blocked term (a prescription-only medicine's brand or substance) must
 * have a public name, which posts use instead. Checked against the rules as shipped; the
 * posts' gate checks every text against the rules in force.
 */
function refuseBlockedName(name: string, publicName: string | undefined): void {
  const inName = blockedTermIn(name);
  if (!inName || publicName) return;
  const message = productMessages.publicNameRequired(inName);
  throw new ApiError(400, 'validation', message, [{ path: 'publicName', message }]);
}

/** The AI flow names an image saved by /api/save-product-images; nothing else may become a product image. */
export async function checkStoredImage(storage: Storage, imageUrl: string): Promise<string> {
  if (imageUrl.startsWith('/uploads/') && (await storage.get(imageUrl))) return imageUrl;
  throw badRequest('The image URL must be an image saved by this service (/uploads/…)', 'validation');
}
